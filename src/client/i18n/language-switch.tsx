import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, UI_LANGUAGES, isUiLanguage, type UiLanguage } from '@shared/i18n/languages';
import { useToast } from '@client/components/toast';
import { useSession } from '@client/features/session/session-provider';
import { ChevronDownIcon } from '@client/components/icons';
import { currentLanguage, switchLanguage } from './i18n';

/** What the header shows of the language in use. */
const SHORT_NAMES: Record<UiLanguage, string> = { en: 'EN', hi: 'हि' };

/**
 * English or हिन्दी, in the header and on the profile (docs/product.md#languages): the page changes at
 * once; a signed-in person's choice is saved on their profile, a visitor's in this browser.
 */
export function LanguageSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation('public', { keyPrefix: 'language' });
  const { user, refreshUser } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const change = async (language: string) => {
    if (!isUiLanguage(language)) return;
    setBusy(true);
    try {
      await switchLanguage(language);
      if (user) {
        try {
          // The tRPC client comes with the call: the landing page starts without it (lib/data-layer.tsx).
          const { trpcClient } = await import('@client/lib/trpc');
          await trpcClient.profiles.updateMe.mutate({ language });
          await refreshUser();
        } catch {
          toast({ variant: 'error', description: t('notSaved') });
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const language = currentLanguage();
  const select = (
    <select
      id={id}
      value={language}
      disabled={busy}
      onChange={(e) => void change(e.target.value)}
      className={
        showLabel
          ? 'rounded-md border border-slate-300 bg-white py-1 pl-2 pr-7 text-sm'
          : 'peer absolute inset-0 h-full w-full cursor-pointer opacity-0'
      }
    >
      {UI_LANGUAGES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LANGUAGE_NAMES[l]}
        </option>
      ))}
    </select>
  );

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
        {t('label')}
      </label>
      {showLabel ? (
        select
      ) : (
        // In a header the choice shows as its short name (EN, हि), which fits beside the bell on a
        // phone; the select itself lies over it, so it opens, reads and takes keys as any select.
        <span className="relative inline-flex">
          {select}
          <span
            aria-hidden
            lang={language}
            className="flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-700 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500"
          >
            {SHORT_NAMES[language]}
            <ChevronDownIcon className="h-3.5 w-3.5 text-slate-500" />
          </span>
        </span>
      )}
    </div>
  );
}
