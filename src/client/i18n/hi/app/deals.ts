import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/deals';

export default {} satisfies Catalogue<typeof en>;
