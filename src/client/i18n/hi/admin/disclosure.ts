import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/disclosure';

export default {} satisfies Catalogue<typeof en>;
