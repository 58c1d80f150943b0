import type { Catalogue } from '../../catalogue';
import type en from '../../en/public/common';

export default {} satisfies Catalogue<typeof en>;
