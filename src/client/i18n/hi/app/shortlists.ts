import type { Catalogue } from '../../catalogue';
import type en from '../../en/app/shortlists';

export default {} satisfies Catalogue<typeof en>;
