import type { LegalSection } from '@client/features/public/legal/legal-types';

export const PRIVACY_EMAIL = 'privacy@collabmarketplace.in';

/** The Privacy Policy: the notice of PRIVACY_NOTICE_VERSION (src/shared/privacy-notice.ts); change both together. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: '1. Introduction',
    blocks: [
      'Collab Marketplace ("we", "us", "our") runs an online marketplace where creators (influencers) and brands in India find each other for barter and paid collaborations. This Privacy Policy explains what personal data we collect, why we collect it, how we protect it and the choices you have.',
      'We process personal data in accordance with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the Information Technology Act, 2000 and the rules made under them. For the purposes of the DPDP Act, we are the Data Fiduciary for the personal data you give us.',
      'By creating an account or using the platform you agree to the processing described here. If you do not agree, please do not use the platform.',
    ],
  },
  {
    id: 'information-we-collect',
    title: '2. Information We Collect',
    blocks: [
      { heading: 'Information you give us' },
      {
        list: [
          'Account details: your full name, email address, password (stored only as a one-way hash) and whether you join as a creator or a brand.',
          'Profile details: photo, bio, location, phone number, niche or industry, social media handles, follower counts, portfolio links, company name and website.',
          'Campaign activity: the campaigns brands publish, the applications creators send, the work links creators submit and the reviews brands give.',
          'Payment and identity details (creators): PAN, Aadhaar number, bank account number, IFSC code, UPI ID and, where you choose to upload them, copies of your PAN or Aadhaar card.',
          'Messages you send us through the contact form, reports you file about campaigns or users, and your correspondence with our support team.',
        ],
      },
      { heading: 'Information collected automatically' },
      {
        list: [
          'Technical data such as your IP address, browser type and the date and time of your requests, which we keep in security logs.',
          'A session cookie that keeps you signed in (see section 6).',
        ],
      },
    ],
  },
  {
    id: 'how-we-use',
    title: '3. How We Use Your Information',
    blocks: [
      'We use your personal data only for clear, lawful purposes:',
      {
        list: [
          'To create and secure your account and keep you signed in.',
          'To show your public profile to the other side of the marketplace so that collaborations can happen.',
          'To run campaigns, applications, work submissions and reviews, and to send you notifications about them.',
          'To process payouts for paid collaborations and meet our tax and accounting obligations.',
          'To prevent fraud, spam and abuse, to investigate reports and to enforce our Terms of Service.',
          'To answer your questions and improve the platform, using aggregated figures wherever possible.',
        ],
      },
      'We do not sell your personal data and we do not use it for third-party advertising.',
    ],
  },
  {
    id: 'sharing',
    title: '4. How We Share Information',
    blocks: [
      {
        list: [
          'With other users: brands see the profile and application of a creator who applies to their campaign; creators see the public details of the brand and its campaigns. Payment and identity details are never shown to other users.',
          'With service providers who host the platform or process payments for us, under contracts that require them to protect your data and use it only on our instructions.',
          'With authorities, when the law requires it, to respond to a valid legal request, or to protect the rights and safety of our users and the public.',
          'In a business transfer, such as a merger or acquisition, in which case this policy continues to apply to your data.',
        ],
      },
    ],
  },
  {
    id: 'payment-data-security',
    title: '5. Payment and Identity Data Security',
    blocks: [
      'Your PAN, Aadhaar number, bank account number, IFSC code and UPI ID are encrypted with AES-256 before they are stored, and the encryption keys are kept apart from the database. Uploaded identity documents are checked by their contents, stored outside the public web folder and served only to you and authorised staff.',
      'These details are shown in masked form (for example, only the last four digits of an account number). Only authorised administrators can see them in full, for the purpose of verifying identity and releasing payouts, and every such view is recorded in an audit log.',
      'All traffic between your browser and the platform is encrypted in transit. Passwords are stored only as salted one-way hashes, so no one, including us, can read them.',
      'No system is perfectly secure. If a personal data breach occurs, we will notify the Data Protection Board of India and the affected users as the DPDP Act requires.',
    ],
  },
  {
    id: 'cookies',
    title: '6. Cookies',
    blocks: [
      'We use one essential cookie: a secure, HTTP-only session cookie that keeps you signed in. It cannot be read by scripts on the page and it ends when you sign out or your session expires.',
      'We do not use advertising or cross-site tracking cookies. If you block cookies in your browser you can still read the public pages, but you will not be able to sign in.',
    ],
  },
  {
    id: 'data-retention',
    title: '7. Data Retention',
    blocks: [
      'We keep your personal data for as long as your account is active and for as long as we need it for the purposes in section 3.',
      'When you close your account, we delete or anonymise your profile within 30 days, except where the law requires us to keep records for longer (for example, payment and tax records, which we keep for up to eight years under Indian tax law) or where we need them to resolve a dispute or enforce our terms.',
      'Contact form messages are kept for up to two years so that we can follow up on earlier conversations.',
    ],
  },
  {
    id: 'your-rights',
    title: '8. Your Rights',
    blocks: [
      'Under the DPDP Act you have the right to:',
      {
        list: [
          'Obtain a summary of the personal data we hold about you and how we process it.',
          'Correct, complete or update inaccurate or incomplete personal data. Most profile details can be edited directly from your profile page.',
          'Have your personal data erased when it is no longer needed, subject to legal retention requirements.',
          'Withdraw your consent at any time. Withdrawal does not affect processing that happened before it, and some features may stop working.',
          'Nominate another person to exercise your rights in the event of your death or incapacity.',
          'Have your grievances addressed by us and, if you are not satisfied, complain to the Data Protection Board of India.',
        ],
      },
      `To exercise any of these rights, write to ${PRIVACY_EMAIL} from the email address registered with your account.`,
    ],
  },
  {
    id: 'childrens-privacy',
    title: "9. Children's Privacy",
    blocks: [
      'The platform is meant for adults. You must be at least 18 years old to create an account. We do not knowingly collect personal data from children; if we learn that a child has signed up, we will delete the account and its data.',
    ],
  },
  {
    id: 'changes',
    title: '10. Changes to This Policy',
    blocks: [
      'We may update this policy as the platform or the law changes. For material changes we will tell you by email or by a notification on the platform at least 30 days before they take effect. The date at the top of this page shows when the policy was last updated.',
    ],
  },
  {
    id: 'contact',
    title: '11. Contact Us and Grievance Officer',
    blocks: [
      `For questions about this policy or your personal data, or to raise a grievance, contact our Grievance Officer at ${PRIVACY_EMAIL}, or write to: Grievance Officer, Collab Marketplace, Bandra Kurla Complex, Mumbai, Maharashtra 400051, India.`,
      'Signed in, you can also raise a grievance from your Privacy page (in the menu under your name), where you see the date by which we will answer and the answer itself. We answer every grievance within 90 days, and aim to respond to privacy requests within 48 hours.',
    ],
  },
];
