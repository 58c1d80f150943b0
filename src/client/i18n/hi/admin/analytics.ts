import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/analytics';

export default {} satisfies Catalogue<typeof en>;
