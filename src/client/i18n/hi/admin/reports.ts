import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/reports';

export default {} satisfies Catalogue<typeof en>;
