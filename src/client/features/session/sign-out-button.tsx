import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from './session-provider';

export function SignOutButton() {
  const { signOut } = useSession();
  const { t } = useTranslation('public', { keyPrefix: 'session' });
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
      className="whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60"
    >
      {t('signOut')}
    </button>
  );
}
