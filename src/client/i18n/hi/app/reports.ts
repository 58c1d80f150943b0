import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/reports';

export default {} satisfies Catalogue<typeof en>;
