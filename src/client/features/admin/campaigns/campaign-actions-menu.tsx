import { Menu, MenuButton, MenuItem } from '@headlessui/react';
import type { AdminCampaign } from '@shared/schemas/admin-campaign';
import { MODERATION_STATUSES } from '@shared/schemas/admin-campaign';
import { buttonClass, MenuPanel } from '@client/components/ui';

type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** The Campaign Moderation actions menu, in the product's order. */
export const MODERATION_ACTIONS: { status: ModerationStatus; label: string }[] = [
  { status: 'active', label: 'Mark as Active' },
  { status: 'completed', label: 'Mark as Completed' },
  { status: 'paused', label: 'Pause Campaign' },
  { status: 'flagged', label: 'Flag Campaign' },
  { status: 'removed', label: 'Remove Campaign' },
];

type Props = { campaign: AdminCampaign; busy: boolean; onSelect: (status: ModerationStatus) => void };

/** A campaign's moderation actions; the one it already has is offered but disabled. */
export function CampaignActionsMenu({ campaign, busy, onSelect }: Props) {
  return (
    <Menu>
      <MenuButton
        className={buttonClass('secondary', 'sm')}
        disabled={busy}
        aria-label={`Actions for ${campaign.title}`}
      >
        Actions <span aria-hidden>▾</span>
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
              {a.label}
            </button>
          </MenuItem>
        ))}
      </MenuPanel>
    </Menu>
  );
}
