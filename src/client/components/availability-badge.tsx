import type { Availability } from '@shared/enums';
import { Badge, type BadgeTone } from './ui/badge';

/** How a creator's availability reads on every screen (docs/product.md#public-creator-pages). */
export const AVAILABILITY_LABEL: Record<Availability, string> = {
  available: 'Available',
  busy: 'Busy',
  not_looking: 'Not looking',
};

const TONE: Record<Availability, BadgeTone> = { available: 'green', busy: 'yellow', not_looking: 'gray' };

/** The creator's availability for new collaborations, as a badge. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  return <Badge tone={TONE[availability]}>{AVAILABILITY_LABEL[availability]}</Badge>;
}
