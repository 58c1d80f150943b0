import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/grievances';

export default {} satisfies Catalogue<typeof en>;
