import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CampaignVisibility } from '@shared/enums';

const CHOICES: { value: CampaignVisibility; label: string }[] = [
  { value: 'public', label: 'Everyone' },
  { value: 'invite_only', label: 'Only creators I invite' },
];

/** "Who can see it" on the campaign forms (docs/product.md#private-campaigns-and-invitations). */
export function VisibilityField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Who can see it</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {CHOICES.map((c) => (
          <label key={c.value} className="inline-flex items-center gap-2 text-sm">
            <input type="radio" value={c.value} {...registration} className="h-4 w-4" />
            {c.label}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        Only invited creators find an invite-only campaign in Browse, and only they can apply.
      </p>
    </fieldset>
  );
}
