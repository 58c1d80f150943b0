import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/disputes';

export default {} satisfies Catalogue<typeof en>;
