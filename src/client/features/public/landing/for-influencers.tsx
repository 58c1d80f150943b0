import { AudienceSection, FigureTiles } from './audience-section';

const BENEFITS = [
  'Browse barter and paid campaigns from brands that fit your niche',
  'Apply in one click with the profile you already built',
  'Submit your work by link and follow every review in one place',
  'Get paid in rupees straight to your bank account or UPI ID',
  'Report a campaign or brand that does not play fair',
] as const;

const FIGURES = [
  { value: '100%', label: 'of your earnings stay with you' },
  { value: '0', label: 'middlemen between you and the brand' },
  { value: '11', label: 'creator categories, from fashion to gaming' },
  { value: '1 click', label: 'to apply to a campaign' },
] as const;

export function ForInfluencers() {
  return (
    <AudienceSection
      id="for-influencers"
      eyebrow="For Influencers"
      title="Turn your content into collaborations"
      lead="Whether you have a thousand followers or a million, brands on the platform are looking for voices like yours."
      benefits={BENEFITS}
      joinAs="influencer"
      cta="Start as a Creator"
      aside={<FigureTiles items={FIGURES} />}
      tinted
    />
  );
}
