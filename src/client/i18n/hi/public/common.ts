import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/public/common';

export default {
  loading: 'लोड हो रहा है…',
  loadingShort: 'लोड हो रहा है',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  dismiss: 'हटाएँ',
  tryAgain: 'फिर से कोशिश करें',
  somethingWrong: 'कुछ गड़बड़ हो गई',
  connectionFailed: 'कनेक्शन नहीं हो पाया। अपना नेटवर्क देखें और फिर से कोशिश करें।',
  copyLink: {
    label: 'लिंक कॉपी करें',
    copied: 'कॉपी हो गया',
    failed: 'कॉपी नहीं हो पाया: लिंक चुनकर ख़ुद कॉपी कर लें।',
  },
  disclosure: {
    passed: 'डिस्क्लोज़र जाँच पास:',
    passedLabel: 'लेबल “{{label}}” शुरू में ही मिला।',
    failed: 'डिस्क्लोज़र जाँच में कमी है',
    failedLabel: ' (लेबल “{{label}}” मिला)',
    captionLabel: 'कैप्शन (ज़रूरी नहीं)',
    captionPlaceholder: '#ad वह टेक्स्ट जो आप काम के साथ पोस्ट करेंगे',
    captionHelp:
      'पेड या गिफ़्ट में मिली चीज़ वाली पोस्ट पर ऐसा लेबल चाहिए जो लोगों को तुरंत दिखे, जैसे “#ad” या “Sponsored”: जाँच आपके टाइप करते ही चलती है। यह सिर्फ़ मदद है, क़ानूनी सलाह नहीं।',
  },
  offline: {
    banner: 'आप ऑफ़लाइन हैं। जो दिख रहा है वह पुराना हो सकता है; ऑनलाइन होते ही अपडेट हो जाएगा।',
    title: 'आप ऑफ़लाइन हैं',
    opensWhenBack: 'कनेक्शन लौटते ही ऐप खुल जाएगा।',
  },
  loadOlder: {
    notifications: 'पुरानी सूचनाएँ देखें',
    conversations: 'पुरानी बातचीत देखें',
    messages: 'पुराने मैसेज देखें',
    loadingNotifications: 'पुरानी सूचनाएँ लोड हो रही हैं…',
    loadingConversations: 'पुरानी बातचीत लोड हो रही है…',
    loadingMessages: 'पुराने मैसेज लोड हो रहे हैं…',
  },
  filePicker: {
    choose: 'फ़ाइल चुनें',
    none: 'कोई फ़ाइल नहीं चुनी',
    uploadingName: '{{name}} अपलोड हो रही है',
    uploading: 'अपलोड हो रहा है… {{percent}}%',
    uploaded: '{{name}} अपलोड हो गई',
  },
  pager: {
    none: 'इस पेज पर कुछ नहीं है',
    range: '{{from}}–{{to}} दिख रहे हैं',
    rangeOf: '{{total}} में से {{from}}–{{to}} दिख रहे हैं',
    previous: 'पिछला',
    next: 'अगला',
  },
  unknownStatus: 'पता नहीं',
} satisfies Catalogue<typeof en>;
