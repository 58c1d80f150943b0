import type { Catalogue } from '../../catalogue';
import type en from '../../en/public/layout';

export default {} satisfies Catalogue<typeof en>;
