import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/notifications';

export default {} satisfies Catalogue<typeof en>;
