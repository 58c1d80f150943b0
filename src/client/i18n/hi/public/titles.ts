import type { Catalogue } from '../../catalogue';
import type en from '../../en/public/titles';

export default {} satisfies Catalogue<typeof en>;
