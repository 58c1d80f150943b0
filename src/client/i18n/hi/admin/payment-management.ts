import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/payment-management';

export default {} satisfies Catalogue<typeof en>;
