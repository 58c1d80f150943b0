export default {
  byBrand: 'by {{brand}}',
};
