export default {
  kinds: {
    invoice: 'Tax invoice',
    credit_note: 'Credit note',
  },
  forNumber: 'for {{number}}',
};
