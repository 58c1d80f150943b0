export default {
  title: 'Disclosure Checks',
  description:
    'Captions without a clear advertisement label: work approved anyway, with the brand’s reason, and live posts. The check is an aid, not legal advice.',
  kinds: {
    all: 'Approved work and live posts',
    work: 'Approved work',
    post: 'Live posts',
  },
  /** What is wrong with a caption (src/shared/disclosure.ts DISCLOSURE_ADVICE). */
  advice: {
    missing_label:
      'No advertisement label found. Start the caption with one people see at once, for example "#ad" or "Sponsored by BrandName".',
    not_upfront:
      'The label is hidden: put it in the first 125 characters, not only among the hashtags at the end. For example: "#ad Loving my new shoes from BrandName…".',
    gift_label_on_paid:
      'This is a paid deal: "Free gift" alone is not enough. Use "#ad" or "Sponsored" instead.',
  },
  livePostRecorded: 'Live post, recorded by the creator',
  autoApproved: 'Approved by the platform after the review time: no reason',
  brandReason: 'Brand’s reason: ',
  noReason: 'none',
  columns: {
    campaign: 'Campaign',
    kind: 'Kind',
    caption: 'Caption',
    problems: 'What is wrong',
    approval: 'Approval',
    when: 'When',
  },
  livePost: 'Live post',
  work: 'Work',
  show: 'Show',
  caption: 'Captions failing the disclosure check',
  pages: 'Disclosure check pages',
  empty: 'No captions fail the disclosure check.',
  failure: 'Error loading disclosure checks: {{message}}',
};
