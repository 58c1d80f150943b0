import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/campaigns';

export default {} satisfies Catalogue<typeof en>;
