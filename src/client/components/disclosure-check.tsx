import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '@client/i18n/messages';
import { DISCLOSURE_ADVICE, type Disclosure } from '@shared/disclosure';
import { CAPTION_MAX } from '@shared/schemas/disclosure-review';
import { TextAreaField } from './ui/fields';

/**
 * The disclosure check's verdict in plain words (docs/product.md#disclosure): the label it found, or
 * each problem with its example fix (DISCLOSURE_ADVICE). The Submit Work dialog, the work versions
 * of both sides and the admins' list show the same words.
 */
export function DisclosureVerdict({ disclosure }: { disclosure: Disclosure }) {
  const { t } = useTranslation('public', { keyPrefix: 'common.disclosure' });
  if (disclosure.ok)
    return (
      <p className="rounded-md bg-emerald-50 p-2 text-sm text-emerald-900">
        <span className="font-medium">{t('passed')}</span> {t('passedLabel', { label: disclosure.label })}
      </p>
    );
  return (
    <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
      <p className="font-medium">
        {t('failed')}
        {disclosure.label ? t('failedLabel', { label: disclosure.label }) : ''}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {disclosure.problems.map((p) => (
          <li key={p}>{messageText(DISCLOSURE_ADVICE[p])}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The caption the creator will post, checked as it is typed by the same function the server runs.
 * The verdict is a polite live region the field points to, so a screen reader hears each change of
 * verdict (not each keystroke: the words change only when the verdict does).
 */
export function CaptionField({
  disclosure,
  label,
  ...field
}: Omit<Parameters<typeof TextAreaField>[0], 'label'> & { disclosure: Disclosure | null; label?: string }) {
  const { t } = useTranslation('public', { keyPrefix: 'common.disclosure' });
  const checkId = useId();
  return (
    <div>
      <TextAreaField
        label={label ?? t('captionLabel')}
        rows={4}
        maxLength={CAPTION_MAX}
        placeholder={t('captionPlaceholder')}
        {...field}
        // The field's own error, when it has one, is what it points to (TextAreaField's default).
        {...(field.error ? {} : { 'aria-describedby': checkId })}
      />
      <div id={checkId} aria-live="polite" className="mt-1">
        {disclosure ? (
          <DisclosureVerdict disclosure={disclosure} />
        ) : (
          <p className="text-xs text-slate-600">{t('captionHelp')}</p>
        )}
      </div>
    </div>
  );
}
