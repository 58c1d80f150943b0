import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/payouts';

export default {} satisfies Catalogue<typeof en>;
