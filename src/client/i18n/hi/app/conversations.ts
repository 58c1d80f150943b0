import type { Catalogue } from '@client/i18n/catalogue';
import type en from '@client/i18n/en/app/conversations';

export default {
  composer: {
    failed: 'मैसेज नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    label: '{{name}} को मैसेज',
    placeholder: 'मैसेज लिखें…',
    hint: 'Enter से भेजें, Shift+Enter से नई लाइन।',
    send: 'भेजें',
  },
  view: {
    adminNotice: 'आप एडमिन के रूप में देख रहे हैं; यह देखना रिकॉर्ड किया जाता है।',
    rejected: 'यह एप्लिकेशन रिजेक्ट हो गई थी, इसलिए इसकी बातचीत सिर्फ़ पढ़ी जा सकती है।',
    notFound: 'बातचीत नहीं मिली',
    you: 'आप',
    participant: 'सदस्य',
    namesSeparator: ' और ',
    conversation: 'बातचीत',
    back: 'वापस',
    backTo: ' बातचीत की लिस्ट पर',
    loadFailed: 'मैसेज लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
    empty: 'अभी कोई मैसेज नहीं। नमस्ते कहें और सारी बातें यहीं तय करें।',
    log: '{{name}} के साथ मैसेज',
    olderNoun: 'मैसेज',
  },
  list: {
    label: 'बातचीत',
    olderNoun: 'बातचीत',
    noMessages: 'अभी कोई मैसेज नहीं',
    unread: ' बिना पढ़े',
  },
  flag: {
    notice:
      'लगता है इस मैसेज में कॉन्टैक्ट या पेमेंट की जानकारी है। हमारी शर्तों के मुताबिक क्रिएटर्स और ब्रांड्स की सारी बातचीत और पेमेंट प्लेटफ़ॉर्म पर ही होते हैं, जहाँ आपकी डील, पेमेंट और कोई भी विवाद सुरक्षित रहते हैं।',
    readTerms: 'शर्तें पढ़ें',
  },
  link: {
    aria: '{{campaign}} के बारे में {{name}} को मैसेज करें',
    text: 'मैसेज',
  },
  page: {
    title: 'मैसेज',
    loadFailed: 'बातचीत लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
    empty: 'अभी कोई बातचीत नहीं। आपकी भेजी या मिली हर एप्लिकेशन की अपनी बातचीत होती है।',
    adminHint: 'फ़्लैग किए गए कंटेंट की नोटिफ़िकेशन से कोई बातचीत खोलें।',
    choose: 'पढ़ने और जवाब देने के लिए कोई बातचीत चुनें।',
  },
  header: {
    messages: 'मैसेज',
    unread: 'मैसेज, {{n}} बिना पढ़े',
  },
} satisfies Catalogue<typeof en>;
