import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/profile';

export default {} satisfies Catalogue<typeof en>;
