export default {
  label: 'Language',
  notSaved:
    'Your language is changed on this device, but could not be saved to your account. Please try again.',
};
