import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/commission';

export default {} satisfies Catalogue<typeof en>;
