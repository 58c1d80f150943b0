/** The shared components' and helpers' words (src/client/components, src/client/lib). */
export default {
  loading: 'Loading…',
  loadingShort: 'Loading',
  cancel: 'Cancel',
  close: 'Close',
  dismiss: 'Dismiss',
  tryAgain: 'Try again',
  somethingWrong: 'Something went wrong',
  connectionFailed: 'The connection failed. Please check your network and try again.',
  copyLink: {
    label: 'Copy link',
    copied: 'Copied',
    failed: 'Could not copy: select the link and copy it yourself.',
  },
  disclosure: {
    passed: 'Disclosure check passed:',
    passedLabel: 'label “{{label}}” found up front.',
    failed: 'Disclosure check failed',
    failedLabel: ' (label “{{label}}” found)',
    captionLabel: 'Caption (optional)',
    captionPlaceholder: '#ad The text you will post with the work',
    captionHelp:
      'Paid or gifted posts need a label people see at once, such as “#ad” or “Sponsored”: the check runs as you type. It is an aid, not legal advice.',
  },
  offline: {
    banner: 'You are offline. What you see may be out of date; it updates when you are back online.',
    title: 'You are offline',
    opensWhenBack: 'The app opens as soon as your connection is back.',
  },
  loadOlder: {
    notifications: 'Load older notifications',
    conversations: 'Load older conversations',
    messages: 'Load older messages',
    loadingNotifications: 'Loading older notifications…',
    loadingConversations: 'Loading older conversations…',
    loadingMessages: 'Loading older messages…',
  },
  filePicker: {
    choose: 'Choose file',
    none: 'No file chosen',
    uploadingName: 'Uploading {{name}}',
    uploading: 'Uploading… {{percent}}%',
    uploaded: 'Uploaded {{name}}',
  },
  pager: {
    none: 'No rows on this page',
    range: 'Showing {{from}}–{{to}}',
    rangeOf: 'Showing {{from}}–{{to}} of {{total}}',
    previous: 'Previous',
    next: 'Next',
  },
  unknownStatus: 'Unknown',
};
