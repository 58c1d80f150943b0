import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/campaigns';

export default {} satisfies Catalogue<typeof en>;
