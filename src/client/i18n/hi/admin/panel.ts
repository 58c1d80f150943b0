import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/panel';

export default {} satisfies Catalogue<typeof en>;
