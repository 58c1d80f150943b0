import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/app/campaigns';

export default {
  byBrand: '{{brand}} की ओर से',
} satisfies Catalogue<typeof en>;
