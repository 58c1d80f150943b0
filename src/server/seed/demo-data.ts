/**
 * The demo marketplace as plain data: who is in it, what they run and how far each collaboration
 * got. Days are relative to the moment of seeding (negative = in the past), so the demo always
 * looks current. demo.ts turns this into rows.
 */
import type { UiLanguage } from '@shared/i18n/languages';
import type { UsageRights } from '@shared/schemas/usage-rights';
import type {
  APPLICATION_STATUSES,
  CAMPAIGN_STATUSES,
  Availability,
  DealSide,
  DisputeReason,
  PAYMENT_STATUSES,
  WORK_STATUSES,
} from '@shared/enums';

export const DEMO_PASSWORD = 'demo1234';
/** The creators whose payment details (demo.ts) include a PAN: their payouts' TDS is TDS_RATE, others' TDS_NO_PAN_RATE. */
export const DEMO_PAN_HOLDERS = ['priya', 'meera'];
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';

export type DemoUser = {
  key: string;
  email: string;
  fullName: string;
  joinedDaysAgo: number;
  /** A main login, printed first and kept free of suspensions. */
  main?: boolean;
  profile: {
    username?: string;
    bio: string;
    location: string;
    address?: string;
    phone: string;
    niche?: string;
    industry?: string;
    editingSkills?: string;
    reelPrice?: string;
    postPrice?: string;
    storyPrice?: string;
    companyName?: string;
    companyWebsite?: string;
    websiteUrl?: string;
    instagramHandle?: string;
    youtubeHandle?: string;
    xHandle?: string;
    followerCount?: number;
    youtubeSubscribers?: number;
    xFollowers?: number;
    languagesSpoken?: string[];
    engagementRate?: number;
    /** A creator's availability and public page /c/{username} (docs/product.md#finding-creators). */
    availability?: Availability;
    publicProfile?: boolean;
    /** The language of the person's screens and emails (docs/product.md#languages). */
    language?: UiLanguage;
  };
};

export const DEMO_BRANDS: DemoUser[] = [
  {
    key: 'saffron',
    email: 'brand@demo.test',
    fullName: 'Ananya Kapoor',
    joinedDaysAgo: 160,
    main: true,
    profile: {
      bio: 'Handwoven ethnic and fusion wear, made with artisan clusters across Rajasthan and Gujarat.',
      location: 'Mumbai',
      address: '3rd Floor, Kamala Mills Compound, Lower Parel, Mumbai 400013',
      phone: '+91 98200 41235',
      industry: 'Fashion & Beauty',
      companyName: 'Saffron Threads',
      companyWebsite: 'https://saffronthreads.in',
      instagramHandle: 'saffronthreads',
    },
  },
  {
    key: 'chaibox',
    email: 'chaibox@demo.test',
    fullName: 'Rohit Mehra',
    joinedDaysAgo: 140,
    profile: {
      bio: 'Small-batch masala chai blends from Assam and Darjeeling estates, delivered monthly.',
      location: 'Bengaluru',
      address: '14, 12th Main Road, Indiranagar, Bengaluru 560038',
      phone: '+91 99001 22876',
      industry: 'Food & Beverage',
      companyName: 'ChaiBox',
      companyWebsite: 'https://chaibox.co.in',
      instagramHandle: 'chaibox.in',
    },
  },
  {
    key: 'pixelnest',
    email: 'pixelnest@demo.test',
    fullName: 'Kavya Iyer',
    joinedDaysAgo: 120,
    profile: {
      bio: 'Affordable smart-home gadgets and laptops designed in Hyderabad.',
      location: 'Hyderabad',
      address: 'Plot 21, HITEC City Road, Madhapur, Hyderabad 500081',
      phone: '+91 91000 55321',
      industry: 'Technology',
      companyName: 'PixelNest Electronics',
      companyWebsite: 'https://pixelnest.tech',
      xHandle: 'pixelnest_in',
    },
  },
];

export const DEMO_CREATORS: DemoUser[] = [
  {
    key: 'priya',
    email: 'creator@demo.test',
    fullName: 'Priya Sharma',
    joinedDaysAgo: 150,
    main: true,
    profile: {
      username: 'priyastyles',
      bio: 'Everyday ethnic and Indo-western styling from Delhi. Festive lookbooks, thrift flips and honest reviews.',
      location: 'New Delhi',
      phone: '+91 98110 73254',
      niche: 'Fashion',
      editingSkills: 'Advanced',
      reelPrice: '8000-12000',
      postPrice: '5000-8000',
      storyPrice: '1500-3000',
      websiteUrl: 'https://priyastyles.in',
      instagramHandle: 'priyastyles',
      youtubeHandle: 'priyastylesdiaries',
      xHandle: 'priya_styles',
      followerCount: 125_000,
      youtubeSubscribers: 48_000,
      xFollowers: 9_200,
      languagesSpoken: ['Hindi', 'English', 'Punjabi'],
      engagementRate: 4.8,
      availability: 'available',
      publicProfile: true,
    },
  },
  {
    key: 'arjun',
    email: 'arjun@demo.test',
    fullName: 'Arjun Nair',
    joinedDaysAgo: 130,
    profile: {
      username: 'arjunwanders',
      bio: 'Slow travel across Kerala, the Western Ghats and the North-East. Homestays, trains and street food.',
      location: 'Kochi',
      phone: '+91 94470 18822',
      niche: 'Travel',
      editingSkills: 'Intermediate',
      reelPrice: '6000-9000',
      postPrice: '4000-6000',
      storyPrice: '1000-2000',
      instagramHandle: 'arjunwanders',
      youtubeHandle: 'arjunwanders',
      xHandle: 'arjun_wanders',
      followerCount: 86_000,
      youtubeSubscribers: 42_000,
      xFollowers: 3_100,
      languagesSpoken: ['Malayalam', 'English', 'Hindi', 'Tamil'],
      engagementRate: 5.6,
      availability: 'busy',
      publicProfile: true,
    },
  },
  {
    key: 'sneha',
    email: 'sneha@demo.test',
    fullName: 'Sneha Reddy',
    joinedDaysAgo: 110,
    profile: {
      username: 'snehaglow',
      bio: 'Skincare for Indian skin and humid weather. Ingredient breakdowns, no filters.',
      location: 'Hyderabad',
      phone: '+91 90300 64417',
      niche: 'Beauty',
      editingSkills: 'Advanced',
      reelPrice: '5000-8000',
      postPrice: '3000-5000',
      storyPrice: '800-1500',
      instagramHandle: 'snehaglow',
      youtubeHandle: 'snehaglow',
      followerCount: 54_000,
      youtubeSubscribers: 12_000,
      xFollowers: 1_800,
      languagesSpoken: ['Telugu', 'English', 'Hindi'],
      engagementRate: 6.1,
      availability: 'available',
    },
  },
  {
    key: 'vikram',
    email: 'vikram@demo.test',
    fullName: 'Vikram Singh',
    joinedDaysAgo: 125,
    profile: {
      username: 'fitwithvikram',
      bio: 'Strength training and desi diet plans. Former state-level wrestler.',
      location: 'Chandigarh',
      phone: '+91 98150 33409',
      niche: 'Fitness',
      editingSkills: 'Intermediate',
      reelPrice: '12000-18000',
      postPrice: '7000-10000',
      storyPrice: '2000-4000',
      instagramHandle: 'fitwithvikram',
      youtubeHandle: 'fitwithvikram',
      xHandle: 'fitwithvikram',
      followerCount: 210_000,
      youtubeSubscribers: 95_000,
      xFollowers: 15_000,
      languagesSpoken: ['Hindi', 'Punjabi', 'English'],
      engagementRate: 3.9,
      availability: 'not_looking',
    },
  },
  {
    key: 'meera',
    email: 'meera@demo.test',
    fullName: 'Meera Joshi',
    joinedDaysAgo: 100,
    profile: {
      username: 'meerascooks',
      bio: 'Maharashtrian home cooking and Pune street food, one thali at a time.',
      location: 'Pune',
      phone: '+91 97300 21568',
      niche: 'Food',
      editingSkills: 'Beginner',
      reelPrice: '3000-5000',
      postPrice: '2000-3500',
      storyPrice: '500-1000',
      instagramHandle: 'meerascooks',
      youtubeHandle: 'meeraskitchen',
      followerCount: 38_000,
      youtubeSubscribers: 22_000,
      xFollowers: 900,
      languagesSpoken: ['Marathi', 'Hindi', 'English'],
      engagementRate: 7.2,
      availability: 'available',
      publicProfile: true,
    },
  },
  {
    key: 'rahul',
    email: 'rahul@demo.test',
    fullName: 'Rahul Verma',
    joinedDaysAgo: 95,
    profile: {
      username: 'rahultechtalks',
      bio: 'Gadget reviews in Hinglish: phones, laptops and smart-home kit that is worth your money.',
      location: 'Bengaluru',
      phone: '+91 99860 47123',
      niche: 'Technology',
      editingSkills: 'Advanced',
      reelPrice: '10000-15000',
      postPrice: '6000-9000',
      storyPrice: '2000-3000',
      websiteUrl: 'https://rahultechtalks.com',
      instagramHandle: 'rahultechtalks',
      youtubeHandle: 'rahultechtalks',
      xHandle: 'rahultechtalks',
      followerCount: 64_000,
      youtubeSubscribers: 320_000,
      xFollowers: 41_000,
      languagesSpoken: ['English', 'Hindi', 'Kannada'],
      engagementRate: 4.1,
      availability: 'available',
      publicProfile: true,
    },
  },
  {
    key: 'ishita',
    email: 'ishita@demo.test',
    fullName: 'Ishita Banerjee',
    joinedDaysAgo: 80,
    profile: {
      username: 'ishitasketches',
      bio: 'Watercolour city sketches of Kolkata and hand-painted sarees.',
      location: 'Kolkata',
      phone: '+91 98310 88245',
      niche: 'Art',
      editingSkills: 'Intermediate',
      reelPrice: '2500-4000',
      postPrice: '1500-2500',
      storyPrice: '500-800',
      instagramHandle: 'ishitasketches',
      youtubeHandle: 'ishitasketches',
      xHandle: 'ishita_sketches',
      followerCount: 22_000,
      youtubeSubscribers: 5_400,
      xFollowers: 2_600,
      languagesSpoken: ['Bengali', 'English', 'Hindi'],
      engagementRate: 2.3,
      availability: 'busy',
    },
  },
  // Three more for the creator search: a small, a very large and a regional creator, with no deals yet.
  {
    key: 'kabir',
    email: 'kabir@demo.test',
    fullName: 'Kabir Singh',
    joinedDaysAgo: 40,
    profile: {
      username: 'kabirplays',
      bio: 'Indie and mobile gaming streams from Jaipur, with honest first impressions. जयपुर से गेमिंग, हिंदी में।',
      location: 'Jaipur',
      phone: '+91 94140 22817',
      niche: 'Gaming',
      editingSkills: 'Intermediate',
      reelPrice: '₹1,500 - ₹2,500',
      storyPrice: '₹500',
      instagramHandle: 'kabirplays',
      youtubeHandle: 'kabirplays',
      followerCount: 6_500,
      youtubeSubscribers: 11_000,
      languagesSpoken: ['Hindi', 'English', 'Rajasthani'],
      engagementRate: 7.9,
      availability: 'available',
      publicProfile: true,
      language: 'hi',
    },
  },
  {
    key: 'tara',
    email: 'tara@demo.test',
    fullName: 'Tara DSouza',
    joinedDaysAgo: 25,
    profile: {
      username: 'tarasings',
      bio: 'Singer-songwriter from Mumbai: covers, originals and behind-the-scenes of live shows.',
      location: 'Mumbai, Maharashtra',
      phone: '+91 98200 41673',
      niche: 'Music',
      editingSkills: 'Advanced',
      reelPrice: '₹60,000 - ₹90,000',
      postPrice: '₹40,000',
      storyPrice: '₹15,000',
      instagramHandle: 'tarasings',
      youtubeHandle: 'tarasingsofficial',
      xHandle: 'tara_sings',
      followerCount: 1_250_000,
      youtubeSubscribers: 640_000,
      xFollowers: 88_000,
      languagesSpoken: ['English', 'Hindi', 'Konkani'],
      engagementRate: 3.1,
      availability: 'not_looking',
      publicProfile: true,
    },
  },
  {
    key: 'karthik',
    email: 'karthik@demo.test',
    fullName: 'Karthik Subramanian',
    joinedDaysAgo: 12,
    profile: {
      username: 'karthik.explains',
      bio: 'Maths and science explained in Tamil for school and college students.',
      location: 'Chennai',
      phone: '+91 94440 58219',
      niche: 'Education',
      editingSkills: 'Beginner',
      reelPrice: '₹4,000 - ₹6,000',
      postPrice: '₹3,000 - ₹5,000',
      instagramHandle: 'karthik.explains',
      youtubeHandle: 'karthikexplains',
      followerCount: 15_000,
      youtubeSubscribers: 72_000,
      languagesSpoken: ['Tamil', 'English'],
      engagementRate: 5.6,
      availability: 'available',
    },
  },
];

type WorkSpec = {
  status: (typeof WORK_STATUSES)[number];
  daysAgo: number;
  links: string[];
  content: string;
  feedback?: string;
  /** The caption to be posted, checked for its ad label (docs/product.md#disclosure). */
  caption?: string;
  /** The brand's reason for approving a caption that fails the check. */
  overrideReason?: string;
  /**
   * Approved by the platform WORK_REVIEW_HOURS after it was submitted, the brand never having
   * reviewed it (docs/product.md#auto-approval).
   */
  autoApproved?: true;
};

/** One side's review of the other once the work is approved (docs/product.md#reviews). */
export type DemoReview = {
  /** The side that writes it: the creator reviews the brand, the brand the creator. */
  side: DealSide;
  rating: number;
  comment: string;
  daysAgo: number;
};

/**
 * A dispute about a paid collaboration, opened after its completion, so its payout was held
 * (docs/product.md#disputes). A resolved one releases the payout, reduced to the creator's share
 * for a split; a refund is not in the demo.
 */
export type DemoDispute = {
  side: DealSide;
  reason: DisputeReason;
  details: string;
  openedDaysAgo: number;
  resolved?: DemoResolution & { daysAgo: number; notes: string };
};

/** An admin's resolution; for a split, the percent of the payout's net the creator keeps. */
export type DemoResolution =
  { resolution: 'release' } | { resolution: 'refund' } | { resolution: 'split'; creatorShare: number };

export type DemoApplication = {
  creator: string;
  status: (typeof APPLICATION_STATUSES)[number];
  appliedDaysAgo: number;
  message: string;
  /** Submissions, oldest first. */
  work?: WorkSpec[];
  /**
   * For a participant of a completed paid campaign: the state of the payment. Its payout follows
   * (docs/product.md#payouts): completed is paid, failed or cancelled is cancelled, pending is
   * pending or due by its due date, or on hold while `dispute` is open.
   */
  payment?: (typeof PAYMENT_STATUSES)[number];
  dispute?: DemoDispute;
  reviews?: DemoReview[];
};

/**
 * A brand's funding claim for a paid campaign (docs/product.md#funding). A held claim of a completed
 * campaign whose payouts are all paid or cancelled ends when the last one settled: released with
 * the unspent rest refunded, or refunded whole when nothing was paid out. `refunded`: held, then
 * given back by an admin with the return transfer's UTR and the reason.
 */
export type DemoFunding =
  | { status: 'awaiting_confirmation'; claimedDaysAgo: number }
  | { status: 'held'; claimedDaysAgo: number; decidedDaysAgo: number }
  | { status: 'rejected'; claimedDaysAgo: number; decidedDaysAgo: number; reason: string }
  | {
      status: 'refunded';
      claimedDaysAgo: number;
      decidedDaysAgo: number;
      refundedDaysAgo: number;
      reason: string;
    };

export type DemoCampaign = {
  key: string;
  brand: string;
  title: string;
  description: string;
  status: (typeof CAMPAIGN_STATUSES)[number];
  /** Whole rupees; null or 0 is barter. */
  budget: number | null;
  budgetRange?: string;
  tags: string[];
  deliverables: string[];
  createdDaysAgo: number;
  /** Timeline and deadline, in days from now. */
  start: number;
  end: number;
  deadline: number;
  completedDaysAgo?: number;
  deletedDaysAgo?: number;
  /** Barter only: what the creator receives in kind, whole rupees (docs/product.md#barter-value). */
  productValue?: number;
  /** How many times the brand may ask for a revision (docs/product.md#revisions); the default when absent. */
  revisionRounds?: number;
  /** What the brand may do with the content (docs/product.md#agreements-and-usage-rights); none when absent. */
  usageRights?: UsageRights;
  /** Paid only; none: the campaign is not funded. */
  funding?: DemoFunding;
  applications: DemoApplication[];
};

const reel = (id: string) => `https://www.instagram.com/reel/${id}/`;
const video = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const drive = (id: string) => `https://drive.google.com/file/d/${id}/view`;

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    key: 'diwali',
    brand: 'saffron',
    title: 'Diwali Festive Edit',
    description:
      'Style three looks from our Diwali collection of handloom kurtas and lehengas for puja, card night and a family dinner. We ship the outfits; you keep them.',
    status: 'completed',
    budget: 90_000,
    budgetRange: '₹75,000 - ₹1,00,000',
    tags: ['fashion', 'festive', 'ethnicwear', 'diwali'],
    deliverables: ['2 Instagram Reels', '3 Stories with link sticker', '1 carousel post'],
    createdDaysAgo: 70,
    start: -60,
    end: -30,
    deadline: -32,
    completedDaysAgo: 28,
    funding: { status: 'held', claimedDaysAgo: 69, decidedDaysAgo: 68 },
    applications: [
      {
        creator: 'priya',
        status: 'completed',
        appliedDaysAgo: 68,
        message:
          'Festive ethnic wear is my most-saved content every October. I would love to style the Banarasi set.',
        work: [
          {
            status: 'approved',
            daysAgo: 39,
            links: [reel('DDiwLook01'), reel('DDiwLook02')],
            content: 'Two reels: puja look and card-night look, plus stories scheduled for Dhanteras.',
            autoApproved: true,
          },
        ],
        payment: 'completed',
        reviews: [
          {
            side: 'creator',
            rating: 5,
            comment:
              'Outfits arrived a week early, in my size, with a clear brief. Payment came on time. Would work with Saffron Threads again.',
            daysAgo: 33,
          },
          {
            side: 'brand',
            rating: 5,
            comment:
              'Priya styled the Banarasi set better than our own shoot. The puja reel drove most of our Dhanteras sales.',
            daysAgo: 30,
          },
        ],
      },
      {
        creator: 'sneha',
        status: 'completed',
        appliedDaysAgo: 66,
        message: 'I can pair the lehenga with a festive glam tutorial.',
        work: [
          {
            status: 'revision_requested',
            daysAgo: 40,
            links: [reel('DSnGlam01')],
            content: 'Festive glam reel with the mirror-work lehenga.',
            feedback:
              'Lovely look! Please tag @saffronthreads in the first frame and add the discount code to the caption.',
          },
          {
            status: 'approved',
            daysAgo: 37,
            links: [reel('DSnGlam02')],
            content: 'Re-uploaded with the tag and code in the caption.',
            caption:
              '#ad Festive glam with the mirror-work lehenga from @saffronthreads ✨ Use code SAFFRON10 for 10% off.',
          },
        ],
        payment: 'completed',
        reviews: [
          {
            side: 'creator',
            rating: 4,
            comment:
              'Friendly team and quick feedback. The lehenga needed alterations, which took a few extra days.',
            daysAgo: 34,
          },
        ],
      },
      {
        creator: 'ishita',
        status: 'completed',
        appliedDaysAgo: 65,
        message: 'I would paint a Diwali rangoli sketch while wearing the kurta set.',
        work: [
          {
            status: 'approved',
            daysAgo: 35,
            links: [reel('DIsDiya01')],
            content: 'Time-lapse of a diya watercolour in the Saffron Threads kurta.',
            // The label only closes a run of hashtags: the check fails it (not up front).
            caption:
              'Painting diyas in my new kurta 🪔 Happy Diwali, everyone! #diwali #watercolour #saffronthreads #ad',
            overrideReason:
              'Ishita turns on Instagram’s “Paid partnership” label when posting, which shows above the reel.',
          },
        ],
        payment: 'pending',
        dispute: {
          side: 'brand',
          reason: 'deadline',
          details:
            'The reel went live two days after Diwali, although the brief asked for it before Dhanteras. Most of the festive traffic was missed.',
          openedDaysAgo: 26,
          resolved: {
            resolution: 'split',
            creatorShare: 60,
            daysAgo: 21,
            notes:
              'The reel was delivered and approved, but after the agreed date; the creator keeps 60% and 40% goes back to the brand.',
          },
        },
      },
      {
        creator: 'meera',
        status: 'rejected',
        appliedDaysAgo: 64,
        message: 'Happy to do a festive thali shoot in your outfits.',
      },
    ],
  },
  {
    key: 'monsoon',
    brand: 'saffron',
    title: 'Monsoon Kurta Lookbook',
    description:
      'Quick-dry cotton kurtas for rainy commutes. Show one outfit three ways: office, college and a chai date.',
    status: 'active',
    budget: 40_000,
    budgetRange: '₹30,000 - ₹50,000',
    tags: ['fashion', 'monsoon', 'kurta', 'lookbook'],
    deliverables: ['1 Instagram Reel', '2 Stories'],
    createdDaysAgo: 8,
    revisionRounds: 2,
    usageRights: { scope: 'paid_ads', duration_days: 180, territory: 'india', exclusivity_days: 30 },
    funding: { status: 'held', claimedDaysAgo: 7, decidedDaysAgo: 6 },
    start: -3,
    end: 25,
    deadline: 10,
    applications: [
      {
        creator: 'priya',
        status: 'accepted',
        appliedDaysAgo: 7,
        message: 'Delhi monsoon styling is a series on my page already; this fits right in.',
        work: [
          {
            status: 'pending',
            daysAgo: 1,
            links: [reel('DMonsoon01')],
            content: 'Draft reel: three looks, one kurta. Stories go live after approval.',
            caption: 'Three looks, one kurta 🌧️ Office, college and a chai date with @saffronthreads.',
          },
        ],
      },
      {
        creator: 'arjun',
        status: 'accepted',
        appliedDaysAgo: 7,
        message: 'I can shoot this on a rainy Fort Kochi walk.',
        work: [
          {
            status: 'revision_requested',
            daysAgo: 2,
            links: [drive('1ArjunMonsoonCutA')],
            content: 'Rough cut of the Fort Kochi walk.',
            feedback: 'Great location. Could you show the fabric drying quickly? That is the key message.',
          },
          {
            status: 'pending',
            daysAgo: 0.5,
            links: [drive('1ArjunMonsoonCutB')],
            content: 'Cut B: added a 10-second shot of the kurta drying on the ferry railing.',
          },
        ],
      },
      {
        creator: 'sneha',
        status: 'approved',
        appliedDaysAgo: 6,
        message: 'Monsoon makeup plus outfit is a combo my audience asks for.',
        work: [
          {
            status: 'approved',
            daysAgo: 3,
            links: [reel('DMonsoonGlow')],
            content: 'Humidity-proof makeup with the teal kurta.',
          },
        ],
      },
      {
        creator: 'meera',
        status: 'pending',
        appliedDaysAgo: 2,
        message: 'Would love to style this for a rainy-day vada pav run.',
      },
      {
        creator: 'vikram',
        status: 'rejected',
        appliedDaysAgo: 5,
        message: 'I can do a gym-to-street version.',
      },
    ],
  },
  {
    key: 'handloom',
    brand: 'saffron',
    title: 'Handloom Heritage Stories',
    description:
      'Meet the weavers behind our Kota doria sarees. Draft: brief still being finalised with the artisan co-operative.',
    status: 'draft',
    budget: null,
    tags: ['handloom', 'sustainable', 'artisan'],
    deliverables: ['1 long-form Reel', '1 blog post'],
    createdDaysAgo: 2,
    start: 20,
    end: 50,
    deadline: 40,
    applications: [],
  },
  {
    key: 'pashmina',
    brand: 'saffron',
    title: 'Winter Pashmina Barter',
    description: 'Receive a hand-embroidered pashmina shawl and feature it in your winter content.',
    status: 'completed',
    budget: 0,
    tags: ['winter', 'pashmina', 'barter'],
    deliverables: ['1 Reel wearing the shawl', '2 Stories'],
    createdDaysAgo: 130,
    start: -120,
    end: -95,
    deadline: -98,
    completedDaysAgo: 92,
    productValue: 14_000,
    applications: [
      {
        creator: 'priya',
        status: 'completed',
        appliedDaysAgo: 128,
        message: 'Winter layering is my favourite season to style.',
        work: [
          {
            status: 'approved',
            daysAgo: 100,
            links: [reel('DPashmina1')],
            content: 'Three ways to drape a pashmina.',
          },
        ],
        reviews: [
          {
            side: 'brand',
            rating: 5,
            comment:
              'Beautiful draping ideas, and the reel is still bringing us orders from Srinagar and Delhi.',
            daysAgo: 98,
          },
          {
            side: 'creator',
            rating: 5,
            comment: 'The shawl is stunning and the team trusted my styling completely.',
            daysAgo: 97,
          },
        ],
      },
      {
        creator: 'ishita',
        status: 'completed',
        appliedDaysAgo: 126,
        message: 'I would paint the embroidery motifs.',
        work: [
          {
            status: 'rejected',
            daysAgo: 104,
            links: [drive('1IshitaShawlDraft')],
            content: 'Sketch draft.',
            feedback: 'The shawl is not visible in the video. Please include it on camera.',
          },
          {
            status: 'approved',
            daysAgo: 101,
            links: [reel('DShawlArt2')],
            content: 'Painting the paisley motif while wearing the shawl.',
          },
        ],
        reviews: [
          {
            side: 'creator',
            rating: 4,
            comment: 'Clear feedback on the first draft. Shipping to Kolkata took almost two weeks.',
            daysAgo: 99,
          },
        ],
      },
    ],
  },
  {
    key: 'bridal',
    brand: 'saffron',
    title: 'Bridal Jewellery Teaser',
    description:
      'Teaser for a kundan bridal line. Withdrawn: the collection launch moved to next season, and the funding was refunded.',
    status: 'deleted',
    budget: 60_000,
    budgetRange: '₹50,000 - ₹70,000',
    tags: ['bridal', 'jewellery', 'wedding'],
    deliverables: ['1 Instagram Reel'],
    createdDaysAgo: 40,
    // Held money never strands: an admin gave it back before the brand could delete the campaign.
    funding: {
      status: 'refunded',
      claimedDaysAgo: 39,
      decidedDaysAgo: 38,
      refundedDaysAgo: 36,
      reason: 'The collection launch moved to next season; the brand asked for its money back.',
    },
    start: -30,
    end: -10,
    deadline: -15,
    deletedDaysAgo: 35,
    applications: [],
  },
  {
    key: 'chai',
    brand: 'chaibox',
    title: 'Masala Chai Morning Ritual',
    description:
      'We send a month of ChaiBox blends. Show your morning chai ritual and what you pair it with.',
    status: 'active',
    budget: null,
    tags: ['food', 'chai', 'morning', 'barter'],
    deliverables: ['1 Reel', '1 feed post'],
    createdDaysAgo: 5,
    usageRights: { scope: 'organic', duration_days: 90, territory: 'india', exclusivity_days: 0 },
    // A barter of a month's tea: what is posted is posted (docs/product.md#revisions).
    revisionRounds: 0,
    start: 1,
    end: 21,
    deadline: 7,
    productValue: 1_800,
    applications: [
      {
        creator: 'meera',
        status: 'accepted',
        appliedDaysAgo: 4,
        message: 'Chai and poha is my Sunday series already.',
      },
      {
        creator: 'priya',
        status: 'pending',
        appliedDaysAgo: 3,
        message: 'A cosy chai-and-knitwear morning would suit my feed.',
      },
      {
        creator: 'rahul',
        status: 'pending',
        appliedDaysAgo: 1,
        message: 'Chai at the desk before a review shoot, every day.',
      },
    ],
  },
  {
    key: 'chaicode',
    brand: 'chaibox',
    title: 'Chai & Code Weekend Promo',
    description:
      'Promote our Chai & Code meet-up for developers in Bengaluru. Paused while the venue is confirmed.',
    status: 'paused',
    budget: 25_000,
    budgetRange: '₹20,000 - ₹30,000',
    tags: ['tech', 'community', 'bengaluru'],
    deliverables: ['1 YouTube Short', '1 X thread'],
    createdDaysAgo: 15,
    funding: {
      status: 'rejected',
      claimedDaysAgo: 9,
      decidedDaysAgo: 8,
      reason: 'No transfer with this UTR reached the platform account; please check the UTR and fund again.',
    },
    start: 10,
    end: 17,
    deadline: 12,
    applications: [
      {
        creator: 'rahul',
        status: 'accepted',
        appliedDaysAgo: 14,
        message: 'Half my audience codes in Bengaluru.',
      },
    ],
  },
  {
    key: 'streetfood',
    brand: 'chaibox',
    title: 'Street Food Trail Series',
    description: 'Pair ChaiBox with the best street food of your city in a three-stop trail.',
    status: 'completed',
    budget: 35_000,
    budgetRange: '₹30,000 - ₹40,000',
    tags: ['food', 'streetfood', 'travel'],
    deliverables: ['1 Reel per stop', '3 Stories'],
    createdDaysAgo: 90,
    start: -80,
    end: -50,
    deadline: -52,
    completedDaysAgo: 45,
    funding: { status: 'held', claimedDaysAgo: 78, decidedDaysAgo: 77 },
    applications: [
      {
        creator: 'meera',
        status: 'completed',
        appliedDaysAgo: 88,
        message: 'Pune has the best misal; let me prove it.',
        work: [
          {
            status: 'approved',
            daysAgo: 55,
            links: [reel('DPuneTrail1'), video('pUn3Tr41l')],
            content: 'Misal, vada pav and Irani chai with ChaiBox.',
          },
        ],
        payment: 'completed',
        reviews: [
          {
            side: 'creator',
            rating: 5,
            comment:
              'Rohit knows his chai and his audience. Paid within a week of completion, no follow-ups needed.',
            daysAgo: 44,
          },
          {
            side: 'brand',
            rating: 5,
            comment:
              'Meera made ChaiBox part of the trail instead of an ad break. Our Pune orders doubled that month.',
            daysAgo: 43,
          },
        ],
      },
      {
        creator: 'arjun',
        status: 'completed',
        appliedDaysAgo: 87,
        message: 'Kochi street food after sundown.',
        work: [
          {
            status: 'approved',
            daysAgo: 54,
            links: [video('k0ch1Fo0d')],
            content: 'Three stops in Fort Kochi and Mattancherry.',
          },
        ],
        payment: 'failed',
        reviews: [
          {
            side: 'brand',
            rating: 3,
            comment: 'Lovely footage of Kochi, but the ChaiBox pack was on screen for barely two seconds.',
            daysAgo: 50,
          },
          {
            side: 'creator',
            rating: 3,
            comment: 'Good brief, but the payment failed and took weeks to sort out.',
            daysAgo: 40,
          },
        ],
      },
      {
        creator: 'priya',
        status: 'completed',
        appliedDaysAgo: 86,
        message: 'Chandni Chowk, in festive outfits.',
        work: [
          {
            status: 'approved',
            daysAgo: 53,
            links: [reel('DDelhiEats')],
            content: 'Parathe Wali Gali with a chai stop.',
          },
        ],
        payment: 'completed',
        dispute: {
          side: 'brand',
          reason: 'quality',
          details:
            'The reel shows the ChaiBox pack only in the last frame, and the caption does not mention the brand as the brief asked.',
          openedDaysAgo: 44,
          resolved: {
            resolution: 'release',
            daysAgo: 42,
            notes:
              'The brief asked for the pack "in frame at the chai stop", which the reel does; the caption was added the next day. Paid in full.',
          },
        },
        reviews: [
          {
            side: 'brand',
            rating: 4,
            comment:
              'Great energy in Chandni Chowk; the caption needed a nudge, which Priya fixed the same day.',
            daysAgo: 41,
          },
          {
            side: 'creator',
            rating: 4,
            comment: 'Fair brand. The dispute was settled quickly and the payment followed two days later.',
            daysAgo: 39,
          },
        ],
      },
    ],
  },
  {
    key: 'detox',
    brand: 'chaibox',
    title: 'Instant Weight-Loss Detox Tea',
    description:
      'Tell your followers this tea melts 5 kg in a week. Flagged by moderation for unverified health claims.',
    status: 'flagged',
    budget: 15_000,
    tags: ['detox', 'health', 'weightloss'],
    deliverables: ['1 Reel with before/after photos'],
    createdDaysAgo: 12,
    start: 2,
    end: 16,
    deadline: 8,
    applications: [
      { creator: 'vikram', status: 'pending', appliedDaysAgo: 11, message: 'Can do a fitness angle.' },
    ],
  },
  {
    key: 'smarthome',
    brand: 'pixelnest',
    title: 'Smart Home Unboxing Series',
    description: 'Unbox and set up the PixelNest smart plug, bulb and camera kit in a real Indian home.',
    status: 'active',
    budget: 60_000,
    budgetRange: '₹50,000 - ₹75,000',
    tags: ['tech', 'smarthome', 'unboxing'],
    deliverables: ['1 YouTube video (8-12 min)', '2 YouTube Shorts', '1 Instagram Reel'],
    createdDaysAgo: 10,
    usageRights: { scope: 'paid_ads', duration_days: 365, territory: 'worldwide', exclusivity_days: 60 },
    revisionRounds: 3,
    funding: { status: 'awaiting_confirmation', claimedDaysAgo: 1 },
    start: -2,
    end: 35,
    deadline: 14,
    applications: [
      {
        creator: 'rahul',
        status: 'accepted',
        appliedDaysAgo: 9,
        message: 'My smart-home playlist has 1.2M views.',
        work: [
          {
            status: 'pending',
            daysAgo: 1,
            links: [video('sm4rtH0me1')],
            content: 'Full setup video, unlisted until you approve.',
          },
        ],
      },
      {
        creator: 'arjun',
        status: 'pending',
        appliedDaysAgo: 4,
        message: 'A smart homestay angle for travellers.',
      },
      {
        creator: 'ishita',
        status: 'pending',
        appliedDaysAgo: 3,
        message: 'Smart lighting for an art studio.',
      },
    ],
  },
  {
    key: 'giveaway',
    brand: 'pixelnest',
    title: 'Budget Phone Giveaway Blast',
    description: 'Ask followers to share their phone numbers to enter a giveaway. Removed by moderation.',
    status: 'removed',
    budget: 20_000,
    tags: ['giveaway', 'smartphone'],
    deliverables: ['1 giveaway post'],
    createdDaysAgo: 25,
    start: -20,
    end: -5,
    deadline: -10,
    applications: [
      { creator: 'vikram', status: 'rejected', appliedDaysAgo: 24, message: 'Giveaways do well on my page.' },
    ],
  },
  {
    key: 'laptop',
    brand: 'pixelnest',
    title: 'Gaming Laptop Launch',
    description:
      'Launch coverage for the PixelNest Blaze 15: benchmarks, thermals and a real gaming session.',
    status: 'completed',
    budget: 120_000,
    budgetRange: '₹1,00,000 - ₹1,50,000',
    tags: ['tech', 'gaming', 'laptop', 'launch'],
    deliverables: ['1 YouTube review', '1 Instagram Reel', '1 X thread'],
    createdDaysAgo: 100,
    start: -90,
    end: -65,
    deadline: -66,
    completedDaysAgo: 60,
    funding: { status: 'held', claimedDaysAgo: 99, decidedDaysAgo: 98 },
    applications: [
      {
        creator: 'rahul',
        status: 'completed',
        appliedDaysAgo: 98,
        message: 'Benchmarks and thermals are what my audience watches me for.',
        work: [
          {
            status: 'approved',
            daysAgo: 68,
            links: [video('bl4z3R3v1ew'), 'https://twitter.com/rahultechtalks/status/1850000000000000000'],
            content: 'Full review and launch thread.',
          },
        ],
        payment: 'completed',
        reviews: [
          {
            side: 'brand',
            rating: 5,
            comment:
              'Honest benchmarks, on time, and the thermals segment answered our buyers before they asked.',
            daysAgo: 64,
          },
          {
            side: 'creator',
            rating: 4,
            comment:
              'Review unit arrived with a day to spare, but PixelNest never pushed for a softer verdict.',
            daysAgo: 63,
          },
        ],
      },
      {
        creator: 'vikram',
        status: 'completed',
        appliedDaysAgo: 97,
        message: 'Gaming after workouts: an unexpected angle.',
        work: [
          {
            status: 'approved',
            daysAgo: 67,
            links: [reel('DGameFit01')],
            content: 'Reel: post-workout gaming session.',
          },
        ],
        payment: 'cancelled',
        // Refunded: the payout cancelled and the commission's invoice credited (docs/product.md#credit-note).
        dispute: {
          side: 'brand',
          reason: 'deadline',
          details:
            'The reel went up four days after the launch week it was made for; the launch is over and the reel is no use to us now.',
          openedDaysAgo: 58,
          resolved: {
            resolution: 'refund',
            daysAgo: 55,
            notes:
              'The brief fixed the launch week as the deadline and the reel missed it by four days; the brand gets its money back.',
          },
        },
        reviews: [
          {
            side: 'brand',
            rating: 3,
            comment: 'A fun angle, but the reel went up four days late and missed the launch week.',
            daysAgo: 62,
          },
          {
            side: 'creator',
            rating: 3,
            comment:
              'Polite team; the deal was cancelled after the work was approved, which was disappointing.',
            daysAgo: 61,
          },
        ],
      },
    ],
  },
  {
    key: 'sangeet',
    brand: 'saffron',
    title: 'Sangeet Night Looks',
    description:
      'Three sangeet outfits from our wedding-season line: the dance-floor lehenga, the easy kurta set and the heirloom saree.',
    status: 'completed',
    budget: 60_000,
    budgetRange: '₹50,000 - ₹75,000',
    tags: ['fashion', 'wedding', 'sangeet', 'ethnicwear'],
    deliverables: ['1 Instagram Reel', '3 Stories'],
    createdDaysAgo: 21,
    start: -14,
    end: -1,
    deadline: -2,
    completedDaysAgo: 1,
    funding: { status: 'held', claimedDaysAgo: 20, decidedDaysAgo: 19 },
    // Approved 2, 4 and 5 days ago (at 20:00 of that day): with the 72-hour hold, Priya's payout is
    // still pending, Meera's was pending when she disputed the amount, and Rahul's was due at completion.
    applications: [
      {
        creator: 'priya',
        status: 'completed',
        appliedDaysAgo: 19,
        message: 'Sangeet dance reels are my most shared posts every wedding season.',
        work: [
          {
            status: 'approved',
            daysAgo: 2,
            links: [reel('DSangeet01')],
            content: 'Reel: one lehenga, three dance moves.',
          },
        ],
        payment: 'pending',
        // Saffron Threads has not reviewed yet: Priya's review stays hidden (docs/product.md#reviews).
        reviews: [
          {
            side: 'creator',
            rating: 5,
            comment:
              'The lehenga twirls beautifully on camera and the team approved the reel the same evening.',
            daysAgo: 1,
          },
        ],
      },
      {
        creator: 'meera',
        status: 'completed',
        appliedDaysAgo: 18,
        message: 'I can style the kurta set for a sangeet cooking-and-dance evening.',
        work: [
          {
            status: 'approved',
            daysAgo: 4,
            links: [reel('DSangeet02')],
            content: 'Reel: mithai prep in the kurta set.',
          },
        ],
        payment: 'pending',
        dispute: {
          side: 'creator',
          reason: 'payment',
          details:
            'The brief in our chat promised ₹25,000 per creator for the sangeet reel, but the payout shows the ₹60,000 budget split three ways. Please check the agreed amount before it is released.',
          openedDaysAgo: 0.25,
        },
      },
      {
        creator: 'rahul',
        status: 'completed',
        appliedDaysAgo: 18,
        message: 'A groom-side take: what the tech guy wears to the sangeet.',
        work: [
          {
            status: 'approved',
            daysAgo: 5,
            links: [video('s4ng33tF1t')],
            content: 'Short: the heirloom saree, seen by the family photographer.',
          },
        ],
        payment: 'pending',
      },
    ],
  },
  {
    key: 'winterglow',
    brand: 'pixelnest',
    title: 'Winter Desk Glow-Up',
    description:
      'Show a cosy winter work-from-home desk with our smart lamp and wireless charger, lit for a video call.',
    status: 'completed',
    budget: 18_000,
    budgetRange: '₹15,000 - ₹20,000',
    tags: ['tech', 'wfh', 'winter'],
    deliverables: ['1 Instagram Reel'],
    createdDaysAgo: 16,
    start: -12,
    end: -4,
    deadline: -5,
    completedDaysAgo: 4,
    // Never funded: the brand completed it without sending the money, so Priya's payout, past its
    // hold, waits for the brand's payment (money goes out only after it came in, docs/product.md#payouts).
    applications: [
      {
        creator: 'priya',
        status: 'completed',
        appliedDaysAgo: 15,
        message: 'My winter knits and a warm desk lamp: a cosy WFH reel my audience asks for.',
        work: [
          {
            status: 'approved',
            daysAgo: 6,
            links: [reel('DWinterDesk1')],
            content: 'Reel: from a cold desk to a glowing video call in 20 seconds.',
          },
        ],
        payment: 'pending',
      },
    ],
  },
  {
    key: 'bandhani',
    brand: 'saffron',
    title: 'Bandhani Dupatta Styling',
    description:
      'Receive two hand-tied bandhani dupattas from Jamnagar and style them for the festive season.',
    status: 'completed',
    budget: 0,
    tags: ['fashion', 'bandhani', 'barter'],
    deliverables: ['1 Reel', '2 Stories'],
    createdDaysAgo: 30,
    start: -25,
    end: -14,
    deadline: -15,
    completedDaysAgo: 12,
    // With the pashmina shawl, Priya received more than ₹20,000 in kind from Saffron Threads this
    // financial year: her statement marks the brand (docs/product.md#statement, section 194R).
    productValue: 12_500,
    applications: [
      {
        creator: 'priya',
        status: 'completed',
        appliedDaysAgo: 28,
        message: 'Bandhani is the one print my followers always ask where to buy.',
        work: [
          {
            status: 'approved',
            daysAgo: 14,
            links: [reel('DBandhani1')],
            content: 'Five ways to drape a bandhani dupatta.',
          },
        ],
        // Priya has not reviewed yet: the brand's review stays hidden until 14 days after approval.
        reviews: [
          {
            side: 'brand',
            rating: 4,
            comment: 'Five drapes in one reel, each with a proper close-up of the ties. Exactly the brief.',
            daysAgo: 11,
          },
        ],
      },
    ],
  },
];
