export default {
  types: {
    spam: 'Spam',
    inappropriate: 'Inappropriate content',
    harassment: 'Harassment',
  },
  typePlaceholder: 'Select a report type',
  reason: 'Reason',
  cancel: 'Cancel',
  submit: 'Submit Report',
  failed: 'Failed to submit report. Please try again.',
};
