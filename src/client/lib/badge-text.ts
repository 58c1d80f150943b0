/** A badge (the bell's, Messages', a conversation's unread) stops counting here and shows '99+'. */
export const BADGE_CAP = 99;

export const badgeText = (unread: number) => (unread > BADGE_CAP ? `${BADGE_CAP}+` : String(unread));
