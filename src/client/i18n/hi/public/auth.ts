import type { Catalogue } from '../../catalogue';
import type en from '../../en/public/auth';

export default {} satisfies Catalogue<typeof en>;
