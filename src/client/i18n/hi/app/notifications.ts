import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/notifications';

export default {} satisfies Catalogue<typeof en>;
