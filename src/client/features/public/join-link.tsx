import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { homeFor } from '../session/roles';
import { useSession } from '../session/session-provider';

type Props = { as: 'influencer' | 'brand'; className?: string; children: ReactNode };

/** A join button: a visitor goes to sign up with the user type chosen, a signed-in user to their own dashboard. */
export function JoinLink({ as, className, children }: Props) {
  const { user } = useSession();
  if (user) {
    return (
      <Link to={homeFor(user)} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link to="/auth" search={{ tab: 'signup', user_type: as }} className={className}>
      {children}
    </Link>
  );
}
