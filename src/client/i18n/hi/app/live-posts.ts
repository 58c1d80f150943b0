import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/live-posts';

export default {} satisfies Catalogue<typeof en>;
