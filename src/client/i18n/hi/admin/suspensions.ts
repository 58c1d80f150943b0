import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/suspensions';

export default {} satisfies Catalogue<typeof en>;
