import type { BROADCAST_AUDIENCES, Priority } from '@shared/enums';
import type { BadgeTone } from '@client/components/ui';

/** Who a broadcast goes to; its words are the catalogue's `notifications.audiences.<audience>`. */
export type Audience = (typeof BROADCAST_AUDIENCES)[number];

/** A priority's badge colour; its words are the catalogue's `notifications.priorities.<priority>`. */
export const priorityTone = (p: Priority): BadgeTone =>
  p === 'high' ? 'red' : p === 'medium' ? 'yellow' : 'gray';
