import { Link } from '@tanstack/react-router';
import { FLAG_NOTICE } from '@shared/conversations';

/** Under a message that carried contact or payment details: why talk and payment stay here. */
export function FlagNotice() {
  return (
    <p
      data-testid="flag-notice"
      className="mt-1 rounded-md border border-amber-200 bg-amber-50 px-2 py-1 text-xs text-amber-900"
    >
      {FLAG_NOTICE}{' '}
      <Link to="/terms-of-service" className="font-medium underline">
        Read the terms
      </Link>
    </p>
  );
}
