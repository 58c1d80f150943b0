import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/conversations';

export default {} satisfies Catalogue<typeof en>;
