import { describe, expect, it } from 'vitest';
import { carriesContactDetails } from './contact-details';
import { foldForDetection } from './contact-fold';

/** Messages that carry a phone number, an email address, a UPI id or a way into an outside chat. */
const CARRIES = {
  'phones as typed': [
    'Call me on 9876543210',
    'my number: 98765 43210',
    '+91 98765 43210',
    '+91-98765-43210',
    '+919876543210',
    '919876543210 is my whatsapp',
    '09876543210',
    '0091 98765 43210',
    '(+91) 987-654-3210',
    '987.654.3210',
    'office 022 2345 6789',
    '+44 20 7946 0958',
    '+1 (415) 555-0132',
    'Whatsapp me 7012345678 for the brief',
  ],
  'digits as words': [
    'nine eight seven six five four three two one zero',
    'call nine eight seven six five, four three two one oh',
    'nau aath saat chhe paanch chaar teen do ek shunya',
    'mera number: nau aath saat chhe paanch chaar teen do ek zero',
    'double nine eight seven six five four three two one',
    'plus nine one nine eight seven six five four three two one zero',
    'नौ आठ सात छह पांच चार तीन दो एक शून्य',
    '98765 four three two one zero',
    'NINE-EIGHT-SEVEN-SIX-FIVE-4321-0',
    'sat aath nau, teen do ek, chaar paanch chhe saat',
  ],
  'digits of other scripts and forms': [
    '९८७६५ ४३२१०',
    'मेरा नंबर ९८७६५४३२१० है',
    '９８７６５４３２１０',
    '9️⃣8️⃣7️⃣6️⃣5️⃣4️⃣3️⃣2️⃣1️⃣0️⃣',
    '𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎',
    '⑨⑧⑦⑥⑤④③②①⓪',
    '98\u200b765\u200b43210',
    '98765 4321O',
    '98765 432l0',
    '৯৮৭৬৫৪৩২১০',
  ],
  'a number split by words or signs': [
    '98765 and 43210',
    '98765 aur phir 43210',
    'call 98765 then 43210',
    '98*765*43*210',
    '9_8_7_6_5_4_3_2_1_0',
    '98765/43210',
    '9876 | 543 | 210',
    '98765~43210',
    '9 8 7 6 5 4 3 2 1 0',
    '98765\n43210',
    '98765 dash 43210',
    '(98765) (43210)',
  ],
  'an amount that is a phone': [
    'Rs 98765 43210',
    'Rs. 9876543210 is not a real budget',
    '₹9876543210',
    'INR 98765-43210',
  ],
  'email addresses': [
    'mail me at priya.sharma@gmail.com',
    'PRIYA@Example.CO.IN',
    'priya at gmail dot com',
    'priya at gmail.com',
    'priya AT gmail DOT com',
    'priya(at)gmail(dot)com',
    'priya [at] gmail [dot] com',
    'priya {at} glowco {dot} in',
    'priya @ gmail . com',
    'priya at the rate gmail dot com',
    'priya attherate gmail.com',
    'priya at gmail',
    'write to deals at glowco.in',
    'priya＠gmail．com',
    'priya@gmаil.com',
    'priya.sharma @ yahoo . co . in',
  ],
  'UPI ids': [
    'pay to priya@okaxis',
    'UPI: 9876543210@ybl',
    'send it to glowco@paytm please',
    'my upi is priya.s@oksbi',
    'upi priya at okaxis',
    'gpay 98765 43210 at ybl',
    'priya(at)paytm',
    'send to priyas at the rate okhdfcbank',
  ],
  'outside chats': [
    'join https://wa.me/919876543210',
    'wa.me/919876543210',
    'https://chat.whatsapp.com/AbCdEf',
    'ping me at t.me/priyasharma',
    'https://telegram.me/glowco',
    'https://signal.me/#p/+919876543210',
    'discord.gg/xyz123',
    't . me/priyasharma',
    't.me / priyasharma',
    't dot me/priyasharma',
    'wa . me / 919876543210',
    'telegram: @priya_s',
    'Telegram - @glowco_deals',
    'find me on tg @priyas',
    'my snap id is priya.s',
    'telegram: priya_s',
    'whatsapp pe @priya_s add karo',
    'discord: glowco#1234',
  ],
};

/** Ordinary messages, full of numbers and names that are none of those. */
const ORDINARY = [
  'Budget is ₹5000 for 2 reels',
  '₹75000 80000 was their range',
  'Budget ₹75,000-80,000 for the month',
  'We can pay ₹1,00,000 for 3 posts and 10 stories',
  'Rs 60000 or 70000, final',
  '1,50,000 followers and 4.5% engagement',
  'I have 98765 followers and 43210 likes on the last reel',
  '500000 views in 30 days',
  '9876543 views so far',
  'Deadline 2026-12-05, posting at 18:30',
  'Deadline is 05/12/2026, 6 pm',
  'Reels: 15-30 seconds, 2 drafts by 12.12.2026',
  'Order id 1234567890',
  'Order no. 9876543210 arrived today',
  'Order #9876543210 is delivered',
  'Invoice 7012345678 attached',
  'Tracking AWB 8765432109 from Delhivery',
  'Campaign #A98765432101 is live',
  'Pincode 400050, Bandra West',
  'GSTIN 27AAACR5055K1Z5',
  'v2.0 of the script attached in the brief',
  'Follow @glowco on Instagram',
  'Tag @glowco and @priya.styles in the post',
  'Share it on your WhatsApp status too',
  'see https://www.instagram.com/p/abc123/',
  'https://youtu.be/dQw4w9WgXcQ is the reference',
  'I love it <3 see you @ 5pm',
  'meet me @ starbucks at 4',
  'telemetry.me is not a chat',
  'Look at this draft and tell me',
  'We are at the Mumbai office on Monday',
  'I am at gym till 7',
  'Can you do 2 reels and 3 stories?',
  'ek reel aur do stories chahiye',
  'Do it by sat, 9 am works',
  'Posting time 6 and 7 pm, both days',
  'Teen reels, paanch stories, done',
  'Two reels by 12 December, ₹25,000 in all',
  'Oh nice, the 3rd draft looks great!',
  'Rate card: reel ₹12,000, post ₹8,000, story ₹3,000',
  'Score was 9/10 from the team',
  'Aspect ratio 9:16, 1080 x 1920',
  'Shoot at 1080p 60fps, 4k if possible',
  'My follower count went from 12k to 15k',
  'Aadhaar-free KYC done, PAN on file',
  'My snap of the product is in the drive',
  'The signal was weak during the live',
  'Telegram channels are not part of this campaign',
  'Dot the i and cross the t in the caption',
  'Polka dot dress, size M, colour 3',
  'Contact support through the help page',
  'Price per story: 2500, per reel: 9000',
  'Year 2026, quarter 3, week 48',
  'Engagement 5.2%, reach 1.2 lakh, saves 3400',
  'Version 9.8.7 of the app has the filter',
  'Room 987, floor 6, tower 5',
  'Call me when you can',
  'Email me the brief once it is final',
  'DM me on Instagram if the link breaks',
  'Payment through the platform only, as the terms say',
  'Budget 90000 and 80000 for two creators',
  'Call at 9, or 8:30 tomorrow',
  'Shoot on 9, 8 and 7 December',
  'Pin 560001, near 7th cross',
  'Between 9876 and 5432 views per reel',
];

describe('the contact-detail detector', () => {
  for (const [kind, bodies] of Object.entries(CARRIES))
    it.each(bodies)(`flags ${kind}: %j`, (body) => {
      expect(carriesContactDetails(body)).toBe(true);
    });

  it.each(ORDINARY)('leaves %j alone', (body) => {
    expect(carriesContactDetails(body)).toBe(false);
  });

  it('has a table of at least 120 cases of both kinds', () => {
    const carrying = Object.values(CARRIES).flat().length;
    expect(carrying + ORDINARY.length).toBeGreaterThanOrEqual(120);
    expect(Math.min(carrying, ORDINARY.length)).toBeGreaterThanOrEqual(50);
  });
});

describe('the folding before matching', () => {
  it.each([
    ['９８７６５', '98765'],
    ['९८७६५', '98765'],
    ['9️⃣8️⃣', '98'],
    ['𝟗𝟖', '98'],
    ['gmаil', 'gmail'],
    ['PRIYA＠GMAIL', 'priya@gmail'],
    ['9\u200b8', '98'],
  ])('reads %j as %j', (typed, read) => {
    expect(foldForDetection(typed)).toBe(read);
  });
});
