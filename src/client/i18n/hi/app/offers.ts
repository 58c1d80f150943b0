import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/offers';

export default {} satisfies Catalogue<typeof en>;
