import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/reviews';

export default {} satisfies Catalogue<typeof en>;
