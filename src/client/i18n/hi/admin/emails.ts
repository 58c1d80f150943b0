import type { Catalogue } from '../../catalogue';
import type en from '../../en/admin/emails';

export default {} satisfies Catalogue<typeof en>;
