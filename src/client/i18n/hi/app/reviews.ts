import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/app/reviews';

export default {
  count_one: '{{count}} रिव्यू',
  count_other: '{{count}} रिव्यू',
  rating: '{{rating}} / 5 ({{reviews}})',
  noneYet: 'अभी कोई रिव्यू नहीं',
  stars: '5 में से {{rating}} रेटिंग',
  loadFailed: 'रिव्यू लोड नहीं हो पाए: {{reason}}',
} satisfies Catalogue<typeof en>;
