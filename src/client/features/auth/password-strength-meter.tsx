import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordStrength } from './password-strength';

const look: Record<PasswordStrength, { bars: number; colour: string; text: string }> = {
  Weak: { bars: 1, colour: 'bg-red-500', text: 'text-red-700' },
  Fair: { bars: 2, colour: 'bg-amber-500', text: 'text-amber-700' },
  Strong: { bars: 3, colour: 'bg-green-600', text: 'text-green-700' },
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('public', { keyPrefix: 'auth.strength' });
  if (!password) return null;
  const strength = passwordStrength(password);
  const { bars, colour, text } = look[strength];
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3].map((i) => (
          <span key={i} className={`h-1.5 flex-1 rounded ${i <= bars ? colour : 'bg-slate-200'}`} />
        ))}
      </div>
      <p className={`mt-1 text-xs font-medium ${text}`}>{t('label', { strength: t(strength) })}</p>
    </div>
  );
}
