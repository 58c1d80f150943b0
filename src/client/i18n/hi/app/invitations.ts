import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/invitations';

export default {} satisfies Catalogue<typeof en>;
