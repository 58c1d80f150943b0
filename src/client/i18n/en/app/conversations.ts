export default {
  composer: {
    failed: 'Failed to send message. Please try again.',
    label: 'Message to {{name}}',
    placeholder: 'Write a message…',
    hint: 'Enter sends, Shift+Enter adds a line.',
    send: 'Send',
  },
  view: {
    adminNotice: 'You are viewing as an administrator; this read is recorded.',
    rejected: 'This application was rejected, so its conversation is read-only.',
    notFound: 'Conversation not found',
    you: 'You',
    participant: 'Participant',
    namesSeparator: ' and ',
    conversation: 'Conversation',
    back: 'Back',
    backTo: ' to conversations',
    loadFailed: 'Failed to load messages. Please try again.',
    empty: 'No messages yet. Say hello and agree the details here.',
    log: 'Messages with {{name}}',
  },
  list: {
    label: 'Conversations',
    noMessages: 'No messages yet',
    unread: ' unread',
  },
  flag: {
    notice:
      'This message seems to share contact or payment details. Our terms keep all talk and payment between creators and brands on the platform, where your deal, payment and any dispute are protected.',
    readTerms: 'Read the terms',
  },
  link: {
    aria: 'Message {{name}} about {{campaign}}',
    text: 'Message',
  },
  page: {
    title: 'Messages',
    loadFailed: 'Failed to load conversations. Please try again.',
    empty: 'No conversations yet. Each application you send or receive has one.',
    adminHint: 'Open a conversation from a flagged-content notification.',
    choose: 'Choose a conversation to read and reply.',
  },
  header: {
    messages: 'Messages',
    unread: 'Messages, {{n}} unread',
  },
};
