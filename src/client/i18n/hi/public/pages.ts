import type { Catalogue } from '../../catalogue';
import type en from '../../en/public/pages';

export default {} satisfies Catalogue<typeof en>;
