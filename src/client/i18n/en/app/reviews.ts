export default {
  count_one: '{{count}} review',
  count_other: '{{count}} reviews',
  rating: '{{rating}} / 5 ({{reviews}})',
  noneYet: 'No reviews yet',
  stars: 'Rated {{rating}} out of 5',
  loadFailed: 'Error loading reviews: {{reason}}',
};
