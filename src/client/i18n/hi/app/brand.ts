import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/brand';

export default {} satisfies Catalogue<typeof en>;
