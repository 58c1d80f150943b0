import type { LegalSection } from '@client/features/public/legal/legal-types';

export const LEGAL_EMAIL = 'legal@collabmarketplace.in';

/** The Terms of Service, last updated August 29, 2025. The first section is the introduction. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: '1. Introduction',
    blocks: [
      'Welcome to Collab Marketplace. These Terms of Service ("Terms") govern your access to and use of our website and services (the "platform"), where creators (influencers) and brands find each other and work together on barter and paid campaigns.',
      'By creating an account or using the platform, you agree to these Terms and to our Privacy Policy. If you do not agree, do not use the platform. If you use the platform on behalf of a company, you confirm that you may bind that company to these Terms.',
    ],
  },
  {
    id: 'eligibility',
    title: '2. Eligibility and Accounts',
    blocks: [
      {
        list: [
          'You must be at least 18 years old and able to enter into a binding contract under Indian law.',
          'You must give accurate, current and complete information when you sign up and keep it up to date.',
          'Each person or business may hold one account of each type. Accounts may not be sold or transferred.',
          'You are responsible for keeping your password secret and for everything done through your account. Tell us at once if you suspect unauthorised use.',
        ],
      },
    ],
  },
  {
    id: 'platform-role',
    title: '3. Our Role',
    blocks: [
      'The platform is a marketplace that lets creators and brands find each other, agree on campaigns, exchange work and settle payments. Unless stated otherwise, we are not a party to the agreement between a creator and a brand, and we do not guarantee that any campaign will be offered, accepted or completed.',
      'Creators act as independent contractors, not as our employees or agents, and not as employees of the brands they work with.',
    ],
  },
  {
    id: 'campaigns',
    title: '4. Campaigns and Collaborations',
    blocks: [
      { heading: 'Brands' },
      {
        list: [
          'Campaign descriptions, requirements, deadlines and budgets must be accurate, lawful and honest about what is offered.',
          'A campaign with no budget is a barter campaign: the creator receives the product or service described instead of money.',
          'Brands review submitted work in good faith and give reasons when they ask for a revision or reject work.',
        ],
      },
      { heading: 'Creators' },
      {
        list: [
          'Apply only to campaigns you intend to complete, and deliver the agreed work by the agreed deadline.',
          'Submitted work must be your own original content, and sponsored posts must be disclosed as advertisements as required by the Advertising Standards Council of India guidelines and applicable law.',
        ],
      },
    ],
  },
  {
    id: 'payments',
    title: '5. Payments, Commission and Payouts',
    blocks: [
      'All amounts on the platform are in Indian rupees (INR).',
      {
        list: [
          'We charge a commission of 15% on every successful paid collaboration. The commission is deducted from the creator’s payment before payout. Barter collaborations carry no commission.',
          'Payouts are typically processed within 5-7 business days after the collaboration is completed and the work is approved, to the bank account or UPI ID saved in the creator’s payment details.',
          'Creators must provide valid PAN and bank or UPI details before a payout can be made. We may withhold a payout while details are being verified or a dispute is open.',
          'Any dispute about a payment must be raised within 30 days of the payment date (or of the date it was due). After that, the payment is treated as final.',
          'Each user is responsible for their own taxes, including GST and income tax. We may deduct tax at source where the law requires it.',
        ],
      },
    ],
  },
  {
    id: 'communication',
    title: '6. Communication and Off-Platform Dealings',
    blocks: [
      'All communication between creators and brands about a campaign must stay on the platform. Moving a collaboration off the platform to avoid the commission, or asking for or making payments outside the platform for work found through it, is a serious breach of these Terms and may lead to suspension.',
      'Keeping conversations on the platform also lets us help if something goes wrong.',
    ],
  },
  {
    id: 'content',
    title: '7. Content and Intellectual Property',
    blocks: [
      'You keep ownership of the content you upload or create. You give us a non-exclusive, royalty-free licence to host, display and process it only as needed to run the platform.',
      'The usage rights a brand receives in a creator’s work are those agreed in the campaign. If the campaign says nothing, the brand may share the published work on its own channels with credit to the creator, but may not edit it or use it in paid advertising without the creator’s written consent.',
      'The platform’s name, logo, design and software belong to us and may not be copied without our permission.',
    ],
  },
  {
    id: 'prohibited-conduct',
    title: '8. Prohibited Conduct, Reports and Suspension',
    blocks: [
      'You must not:',
      {
        list: [
          'Post false, misleading, unlawful, hateful or sexually explicit content, or impersonate anyone.',
          'Buy followers or engagement, or misrepresent your audience or your brand.',
          'Harass, threaten or spam other users.',
          'Attempt to access accounts or data that are not yours, or interfere with the platform’s security or operation.',
        ],
      },
      'You can report a campaign or user that breaks these rules. We review reports and may issue a warning, remove content, or suspend an account temporarily or permanently. A suspended user cannot sign in while the suspension lasts.',
    ],
  },
  {
    id: 'privacy',
    title: '9. Privacy',
    blocks: [
      'Our Privacy Policy explains how we collect, use and protect your personal data, including the encrypted storage of PAN, Aadhaar and bank details. It forms part of these Terms.',
    ],
  },
  {
    id: 'liability',
    title: '10. Disclaimers and Limitation of Liability',
    blocks: [
      'The platform is provided "as is" and "as available". We do not guarantee uninterrupted service, the quality of any campaign or work, or the conduct of any user.',
      'To the fullest extent the law allows, we are not liable for indirect, incidental or consequential losses, such as lost profits or lost data. Our total liability to you for any claim is limited to the amounts you paid to us in the twelve (12) months before the event giving rise to the claim.',
      'Nothing in these Terms limits liability that cannot be limited under Indian law.',
    ],
  },
  {
    id: 'changes-termination',
    title: '11. Changes and Termination',
    blocks: [
      'We may change these Terms or our policies. We will give you at least 30 days’ notice of any change, by email or by a notification on the platform, before it takes effect. Continuing to use the platform after that date means you accept the change.',
      'You may close your account at any time. We may suspend or close an account that breaches these Terms. Obligations that by their nature should survive, such as payment, liability and dispute terms, survive termination.',
    ],
  },
  {
    id: 'governing-law',
    title: '12. Governing Law and Contact',
    blocks: [
      'These Terms are governed by the laws of India. The courts at Mumbai, India have exclusive jurisdiction over any dispute arising from them or from your use of the platform.',
      `For legal notices or questions about these Terms, write to ${LEGAL_EMAIL}. We aim to respond to legal enquiries within 48-72 hours.`,
    ],
  },
];
