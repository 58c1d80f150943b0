import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/brands';

export default {} satisfies Catalogue<typeof en>;
