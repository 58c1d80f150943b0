import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/creator';

export default {} satisfies Catalogue<typeof en>;
