import { Description, Dialog as HDialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastHost } from '@client/components/toast';

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons shown at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
};

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/** A modal dialog: focus is trapped inside, Escape and the backdrop close it, the title labels it. */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md' }: Props) {
  const toastHost = useToastHost();
  const { t } = useTranslation('public', { keyPrefix: 'common' });
  return (
    <HDialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-6">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className={`w-full ${widths[size]} rounded-lg bg-white shadow-xl`}>
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6">
              <div>
                <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
                {description && (
                  <Description className="mt-1 text-sm text-slate-600">{description}</Description>
                )}
              </div>
              <button
                type="button"
                onClick={onClose}
                aria-label={t('close')}
                className="rounded p-1 text-slate-500 hover:text-slate-900"
              >
                ×
              </button>
            </div>
            <div className="px-4 py-4 sm:px-6">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">
                {footer}
              </div>
            )}
            <div ref={toastHost} />
          </DialogPanel>
        </div>
      </div>
    </HDialog>
  );
}
