import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

export type ToastInput = { title?: string; description: string; variant?: 'success' | 'error' | 'info' };
type Toast = ToastInput & { id: number };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/**
 * How long a success or info toast stays. An error stays until dismissed, so it cannot be missed, or
 * until something the person does next works: the errors before it are then stale, and a pile of
 * them would cover the page.
 */
const SHOWN_MS = 6000;

const variantClass = {
  success: 'border-green-600',
  error: 'border-red-600',
  info: 'border-indigo-600',
} as const;

const isError = (t: Toast) => t.variant === 'error';

/**
 * Short messages in a corner. Two live regions that are always on the page (a region added with its
 * text is not reliably read): errors in the assertive `alert`, everything else in the polite
 * `status`, so each toast is announced once, by one region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [
        ...(toast.variant === 'error' ? list : list.filter((t) => !isError(t))),
        { ...toast, id },
      ]);
      if (toast.variant !== 'error') setTimeout(() => dismiss(id), SHOWN_MS);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
        <ToastList role="alert" toasts={toasts.filter(isError)} onDismiss={dismiss} />
        <ToastList role="status" toasts={toasts.filter((t) => !isError(t))} onDismiss={dismiss} />
      </div>
    </ToastContext.Provider>
  );
}

function ToastList({
  role,
  toasts,
  onDismiss,
}: {
  role: 'alert' | 'status';
  toasts: Toast[];
  onDismiss: (id: number) => void;
}) {
  return (
    <div role={role} className="flex w-full flex-col items-center gap-2 sm:items-end">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 bg-white p-4 shadow-lg ${
            variantClass[t.variant ?? 'info']
          }`}
        >
          <div className="flex-1">
            {t.title && <p className="font-semibold">{t.title}</p>}
            <p className="text-sm text-slate-700">{t.description}</p>
          </div>
          <button
            type="button"
            onClick={() => onDismiss(t.id)}
            className="rounded px-1 text-slate-500 hover:text-slate-900"
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
