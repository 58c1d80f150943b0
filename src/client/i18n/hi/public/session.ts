import type { Catalogue } from '../../catalogue';
import type en from '../../en/public/session';

export default {} satisfies Catalogue<typeof en>;
