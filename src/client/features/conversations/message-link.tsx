import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import { buttonClass, type ButtonVariant } from '@client/components/ui';

type Props = {
  applicationId: string;
  /** Who and what it is about, for the link's name: "Message Priya Sharma about Tea Reels". */
  counterpart: string;
  campaignTitle: string;
  variant?: ButtonVariant;
  ref?: Ref<HTMLAnchorElement>;
};

/** "Message" on an application: opens the conversation of that application. */
export function MessageLink({
  applicationId,
  counterpart,
  campaignTitle,
  variant = 'secondary',
  ref,
}: Props) {
  return (
    <Link
      ref={ref}
      to="/messages"
      search={{ conversation: applicationId }}
      aria-label={`Message ${counterpart} about ${campaignTitle}`}
      className={buttonClass(variant, 'sm')}
    >
      Message
    </Link>
  );
}
