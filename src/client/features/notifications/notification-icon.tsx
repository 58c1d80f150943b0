import type { NotificationType } from '@shared/enums';

/** Line drawings of what a notification is about; one per kind, several types sharing one. */
const GLYPHS = {
  broadcast: 'm3 11 18-5v12L3 14v-3z M11.6 16.8a3 3 0 1 1-5.8-1.6',
  application:
    'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16 M4 6h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z',
  work: 'M20 6 9 17l-5-5',
  alert: 'M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z M4 22v-7',
  deadline: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z M12 6v6l4 2',
  message: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  payment: 'M6 3h12 M6 8h12 M6 13l8.5 8 M6 13h3 M9 13c6.7 0 6.7-10 0-10',
  review: 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z',
  other:
    'M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 1 0-12 0v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0a3 3 0 1 1-6 0m6 0H9',
  dispute:
    'm16 16 3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1z M2 16l3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1z M7 21h10 M12 3v18 M3 7h2c2 0 5-1 7-2 2 1 5 2 7 2h2',
} as const;

const KIND_OF: Record<NotificationType, keyof typeof GLYPHS> = {
  broadcast: 'broadcast',
  campaign_status: 'application',
  application_status: 'application',
  new_application: 'application',
  work_approved: 'work',
  work_submitted: 'work',
  work_reviewed: 'work',
  report: 'alert',
  flagged_content: 'alert',
  suspicious_activity: 'alert',
  deadline: 'deadline',
  message: 'message',
  payment_released: 'payment',
  payment_processed: 'payment',
  review: 'review',
  dispute: 'dispute',
  invitation: 'application',
  offer: 'payment',
  metrics_due: 'application',
  invoice: 'payment',
  data_export: 'other',
  grievance: 'other',
};

const kindOf = (type: string) => (type in KIND_OF ? KIND_OF[type as NotificationType] : ('other' as const));

/** The notification's kind at a glance; decorative, since its title says the same in words. */
export function NotificationIcon({ type }: { type: string }) {
  const kind = kindOf(type);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
      className="mt-0.5 h-4 w-4 shrink-0 text-slate-500"
    >
      <path d={GLYPHS[kind]} />
    </svg>
  );
}
