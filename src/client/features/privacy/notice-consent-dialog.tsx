import { useState } from 'react';
import { PRIVACY_NOTICE_UPDATED, PRIVACY_NOTICE_VERSION } from '@shared/privacy-notice';
import { Button, Dialog } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useAcceptNotice } from './use-accept-notice';

/**
 * Asks a signed-in person, once, to accept a privacy notice newer than the one they last accepted
 * (or any, for accounts from before consents were recorded): shown by the app shell until accepted;
 * "Later" hides it until the next visit.
 */
export function NoticeConsentDialog() {
  const consents = trpc.consents.list.useQuery(undefined, { staleTime: Infinity });
  const [later, setLater] = useState(false);
  const { accept, pending } = useAcceptNotice();
  const open = consents.data?.needs_consent === true && !later;

  return (
    <Dialog
      open={open}
      onClose={() => setLater(true)}
      title="Our privacy notice has changed"
      description={`Version ${PRIVACY_NOTICE_VERSION}, in force from ${PRIVACY_NOTICE_UPDATED}.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => setLater(true)}>
            Later
          </Button>
          <Button loading={pending} onClick={accept}>
            I accept
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Please read the current privacy notice: it says what personal data we hold about you, why, for how
        long, and how to use your rights, including raising a grievance from your Privacy page.
      </p>
      <p className="mt-3 text-sm">
        <a
          href="/privacy-policy"
          target="_blank"
          rel="noopener"
          className="font-medium text-indigo-700 underline hover:text-indigo-900"
        >
          Read the privacy notice
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </Dialog>
  );
}
