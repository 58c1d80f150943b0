import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

export type ToastInput = { title?: string; description: string; variant?: 'success' | 'error' | 'info' };
type Toast = ToastInput & { id: number };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

const SHOWN_MS = 6000;

const variantClass = {
  success: 'border-green-600',
  error: 'border-red-600',
  info: 'border-indigo-600',
} as const;

/** Short messages in a corner, announced to screen readers, gone after a few seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { ...toast, id }]);
      setTimeout(() => dismiss(id), SHOWN_MS);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.variant === 'error' ? 'alert' : 'status'}
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
              onClick={() => dismiss(t.id)}
              className="rounded px-1 text-slate-500 hover:text-slate-900"
              aria-label="Dismiss"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
