import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/shared';

export default {} satisfies Catalogue<typeof en>;
