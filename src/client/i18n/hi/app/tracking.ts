import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/tracking';

export default {} satisfies Catalogue<typeof en>;
