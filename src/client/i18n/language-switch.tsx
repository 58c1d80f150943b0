import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, UI_LANGUAGES, isUiLanguage } from '@shared/i18n/languages';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { useSession } from '@client/features/session/session-provider';
import { currentLanguage, switchLanguage } from './i18n';

/**
 * English or हिन्दी, in the header and on the profile (docs/product.md#languages): the page changes at
 * once; a signed-in person's choice is saved on their profile, a visitor's in this browser.
 */
export function LanguageSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation('public', { keyPrefix: 'language' });
  const { user, refreshUser } = useSession();
  const utils = trpc.useUtils();
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
          await utils.client.profiles.updateMe.mutate({ language });
          await refreshUser();
        } catch {
          toast({ variant: 'error', description: t('notSaved') });
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
        {t('label')}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        disabled={busy}
        onChange={(e) => void change(e.target.value)}
        className="rounded-md border border-slate-300 bg-white py-1 pl-2 pr-7 text-sm"
      >
        {UI_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
