import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/invoices';

export default {} satisfies Catalogue<typeof en>;
