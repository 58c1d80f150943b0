import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/invoices';

export default {} satisfies Catalogue<typeof en>;
