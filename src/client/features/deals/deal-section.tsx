import { useState } from 'react';
import type { ApplicationStatus, DealSide } from '@shared/enums';
import type { Application } from '@shared/schemas/application';
import { LivePosts } from '@client/features/live-posts/live-posts';
import { AgreementButton } from './agreement-dialog';
import { DealDispute, useDisputeWindow, useLatestDispute } from './deal-dispute';
import { DealReviews } from './deal-reviews';
import { DisputeDialog } from './dispute-dialog';
import { ReviewDialog } from './review-dialog';

/** docs/product.md#disputes: the application statuses a party may dispute. */
const DISPUTABLE: readonly ApplicationStatus[] = ['accepted', 'approved', 'completed'];

type Props = {
  application: Pick<
    Application,
    'id' | 'status' | 'work_approved' | 'completed_at' | 'creator_name' | 'brand_name' | 'campaign_title'
  >;
  /** Whose card it is: the brand's participant card or the creator's application card. */
  side: DealSide;
  className?: string;
};

/**
 * What either party does about a collaboration once it is under way, the same on both sides: its
 * agreement (docs/product.md#agreements-and-usage-rights), the
 * live posts once the work is approved (docs/product.md#live-posts: the creator adds them, the brand
 * reads them), review the other (docs/product.md#reviews), open a dispute (docs/product.md#disputes).
 */
export function DealSection({ application: a, side, className = '' }: Props) {
  const counterpart = side === 'brand' ? a.creator_name : a.brand_name;
  const dispute = useLatestDispute(a.id);
  const period = useDisputeWindow(a);
  const [reviewing, setReviewing] = useState(false);
  const [disputing, setDisputing] = useState(false);
  if (!DISPUTABLE.includes(a.status)) return null;
  return (
    <div className={`space-y-2 ${className}`}>
      <AgreementButton applicationId={a.id} side={side} />
      {a.work_approved && <LivePosts applicationId={a.id} campaignTitle={a.campaign_title} side={side} />}
      {a.work_approved && (
        <DealReviews applicationId={a.id} counterpart={counterpart} onReview={() => setReviewing(true)} />
      )}
      <DealDispute applicationId={a.id} dispute={dispute} period={period} onOpen={() => setDisputing(true)} />
      <ReviewDialog
        target={reviewing ? { applicationId: a.id, name: counterpart } : null}
        onClose={() => setReviewing(false)}
      />
      <DisputeDialog
        target={disputing ? { applicationId: a.id, counterpart, campaignTitle: a.campaign_title } : null}
        onClose={() => setDisputing(false)}
      />
    </div>
  );
}
