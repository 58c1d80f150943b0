import { Menu, MenuButton, MenuItem } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { AdminCampaign } from '@shared/schemas/admin-campaign';
import { MODERATION_STATUSES } from '@shared/schemas/admin-campaign';
import { buttonClass, MenuPanel } from '@client/components/ui';

type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** The Campaign Moderation actions menu, in the product's order (words: `campaigns.actions.<status>`). */
export const MODERATION_ACTIONS: { status: ModerationStatus }[] = [
  { status: 'active' },
  { status: 'completed' },
  { status: 'paused' },
  { status: 'flagged' },
  { status: 'removed' },
];

type Props = { campaign: AdminCampaign; busy: boolean; onSelect: (status: ModerationStatus) => void };

/** A campaign's moderation actions; the one it already has is offered but disabled. */
export function CampaignActionsMenu({ campaign, busy, onSelect }: Props) {
  const { t } = useTranslation('admin', { keyPrefix: 'campaigns' });
  return (
    <Menu>
      <MenuButton
        className={buttonClass('secondary', 'sm')}
        disabled={busy}
        aria-label={t('actionsFor', { title: campaign.title })}
      >
        {t('actionsButton')} <span aria-hidden>▾</span>
      </MenuButton>
      <MenuPanel
        anchor="bottom end"
        className="z-30 mt-1 w-52 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        {MODERATION_ACTIONS.map((a) => (
          <MenuItem key={a.status} disabled={campaign.status === a.status}>
            <button
              type="button"
              onClick={() => onSelect(a.status)}
              className={`block w-full px-3 py-2 text-left text-sm data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[focus]:bg-indigo-50 ${
                a.status === 'removed' || a.status === 'flagged' ? 'text-red-700' : 'text-slate-800'
              }`}
            >
              {t(`actions.${a.status}`)}
            </button>
          </MenuItem>
        ))}
      </MenuPanel>
    </Menu>
  );
}
