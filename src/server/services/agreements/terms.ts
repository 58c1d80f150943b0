import { createHash } from 'node:crypto';
import { COMMISSION_RATE } from '@shared/constants';
import { formatDate } from '@shared/dates';
import { DISCLOSURE_ADVICE, UPFRONT_CHARACTERS } from '@shared/disclosure';
import { formatRupees } from '@shared/format';
import {
  describeUsageRights,
  USAGE_SCOPE_LABELS,
  USAGE_TERRITORY_LABELS,
  type UsageRights,
} from '@shared/schemas/usage-rights';

/** Everything an agreement's text is written from: the campaign and the deal as they are at acceptance. */
export type AgreementFacts = {
  applicationId: string;
  madeAt: string;
  brand: { id: string; name: string };
  creator: { id: string; name: string; username: string | null };
  campaign: {
    id: string;
    title: string;
    description: string | null;
    deliverables: string[];
    deadline: string | null;
    revisionRounds: number;
    usageRights: UsageRights;
  };
  /** What the creator is paid in money, or what they receive in kind. */
  payment:
    | { kind: 'agreed'; amount: number }
    | { kind: 'share'; amount: number; budget: number; participants: number }
    | { kind: 'barter'; productValue: number | null };
  paysMoney: boolean;
};

export const AGREEMENT_VERSION = 1;

/** Hex SHA-256 of exactly the text: what the parties read is what the hash is of. */
export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const paymentSection = (p: AgreementFacts['payment']) => {
  const commission = `${Math.round(COMMISSION_RATE * 100)}%`;
  const fromPayout = `The platform keeps a ${commission} commission of the amount; GST on the commission and TDS are taken from the creator's payout, which is paid once the work is approved and the brand's payment is with the platform.`;
  switch (p.kind) {
    case 'agreed':
      return `${formatRupees(p.amount)}, the amount agreed in a direct offer. ${fromPayout}`;
    case 'share':
      return `${formatRupees(p.amount)}: the creator's share of the campaign's ${formatRupees(p.budget)} budget, shared among the ${p.participants} creator${p.participants === 1 ? '' : 's'} accepted so far. The budget is shared among all the campaign's accepted creators when it completes, so the share is smaller if more creators are accepted before then. ${fromPayout}`;
    case 'barter':
      return `Barter: no money is paid through the platform. The creator receives the brand's product in kind${p.productValue ? `, declared as worth ${formatRupees(p.productValue)}` : ''}.`;
  }
};

/**
 * The agreement's text: readable sections in simple markdown, written once at acceptance and never
 * again (docs/product.md#agreements-and-usage-rights). Everything it says comes from `facts`, so the
 * same facts always give the same text and hash.
 */
export function agreementText(f: AgreementFacts): string {
  const r = f.campaign.usageRights;
  const handle = f.creator.username ? ` (@${f.creator.username})` : '';
  const deliverables =
    f.campaign.deliverables.length > 0
      ? f.campaign.deliverables.map((d) => `- ${d}`).join('\n')
      : 'None listed separately; the work is as the brief describes.';
  const label = f.paysMoney
    ? DISCLOSURE_ADVICE.gift_label_on_paid
    : 'For a product received in kind, "Free gift" is an acceptable label.';
  const sections: [string, string][] = [
    [
      'Parties',
      `Brand: ${f.brand.name} (account ${f.brand.id})\nCreator: ${f.creator.name}${handle} (account ${f.creator.id})`,
    ],
    [
      'Campaign',
      `${f.campaign.title} (campaign ${f.campaign.id}, application ${f.applicationId})\n\nBrief:\n${f.campaign.description?.trim() || 'No brief given.'}`,
    ],
    ['Deliverables', deliverables],
    ['Payment', paymentSection(f.payment)],
    [
      'Deadline',
      f.campaign.deadline ? `The work is due by ${formatDate(f.campaign.deadline)}.` : 'No deadline is set.',
    ],
    [
      'Revisions',
      `The brand may send the work back for a revision up to ${f.campaign.revisionRounds} time${f.campaign.revisionRounds === 1 ? '' : 's'}.`,
    ],
    [
      'Usage rights',
      [
        `Scope: ${USAGE_SCOPE_LABELS[r.scope].label}`,
        `Duration: ${r.scope === 'none' ? 'not applicable' : `${r.duration_days} days after the post goes live`}`,
        `Territory: ${r.scope === 'none' ? 'not applicable' : USAGE_TERRITORY_LABELS[r.territory].label}`,
        `Exclusivity: ${r.exclusivity_days > 0 ? `${r.exclusivity_days} days` : 'none'}`,
        '',
        describeUsageRights(r),
      ].join('\n'),
    ],
    [
      'Advertisement label',
      `The creator labels every post made under this agreement as an advertisement that people see at once: a label such as "#ad", "Advertisement" or "Sponsored" within the first ${UPFRONT_CHARACTERS} characters of the caption, not only among closing hashtags (ASCI's guidelines for influencer advertising). ${label}`,
    ],
    [
      'Platform terms',
      "The collaboration runs through the platform: work is submitted and reviewed there, and either party may open a dispute, which the platform's team decides. The platform's terms of use and privacy notice apply. This agreement is fixed when it is made: a later change to the campaign does not change it.",
    ],
  ];
  return [
    `# Collaboration agreement`,
    `Version ${AGREEMENT_VERSION}, made ${f.madeAt} (UTC).`,
    ...sections.map(([title, body]) => `## ${title}\n\n${body}`),
  ].join('\n\n');
}
