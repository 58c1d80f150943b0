import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/app/notifications';

export default {
  bell: {
    label: 'नोटिफ़िकेशन',
    labelUnread: 'नोटिफ़िकेशन, {{unread}} बिना पढ़े',
  },
  heading: 'नोटिफ़िकेशन',
  markAllRead: 'सब पढ़ा हुआ मार्क करें',
  filters: {
    label: 'नोटिफ़िकेशन दिखाएँ',
    all: 'सभी',
    unread: 'बिना पढ़े',
  },
  lists: {
    all: 'सभी नोटिफ़िकेशन',
    unread: 'बिना पढ़े नोटिफ़िकेशन',
  },
  loadFailed: 'नोटिफ़िकेशन लोड नहीं हो पाए।',
  empty: {
    all: 'अभी कोई नोटिफ़िकेशन नहीं है',
    unread: 'कोई बिना पढ़ा नोटिफ़िकेशन नहीं है',
  },
  unreadMark: 'बिना पढ़ा: ',
  fetchFailed: 'नोटिफ़िकेशन नहीं मिल पाए।',
  markAllReadFailed: 'नोटिफ़िकेशन पढ़े हुए मार्क नहीं हो पाए। कृपया फिर से कोशिश करें।',
} satisfies Catalogue<typeof en>;
