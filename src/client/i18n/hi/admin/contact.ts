import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/contact';

export default {} satisfies Catalogue<typeof en>;
