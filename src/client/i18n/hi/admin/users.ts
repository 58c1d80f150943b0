import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/users';

export default {} satisfies Catalogue<typeof en>;
