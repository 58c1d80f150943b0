import { Link } from '@tanstack/react-router';
import { APP_NAME } from '@shared/product';
import { homeFor } from '../session/roles';
import { useSession } from '../session/session-provider';

export { APP_NAME };

/** The logo leads a signed-in user to their own dashboard, a visitor to the landing page. */
export function Logo() {
  const { user } = useSession();
  return (
    <Link
      to={user ? homeFor(user) : '/'}
      className="whitespace-nowrap text-lg font-bold tracking-tight text-indigo-700"
    >
      {APP_NAME}
    </Link>
  );
}
