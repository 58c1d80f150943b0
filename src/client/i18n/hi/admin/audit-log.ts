import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/audit-log';

export default {} satisfies Catalogue<typeof en>;
