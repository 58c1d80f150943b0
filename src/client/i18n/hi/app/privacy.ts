import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/privacy';

export default {} satisfies Catalogue<typeof en>;
