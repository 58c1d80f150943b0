import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export type ToastInput = { title?: string; description: string; variant?: 'success' | 'error' | 'info' };
/** `host`: the dialog that was open when it came, which shows it. */
type Toast = ToastInput & { id: number; host?: HTMLElement };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);
/** Lets an open dialog hold toasts: registers its element, returns the undo. */
const HostContext = createContext<((host: HTMLElement) => () => void) | null>(null);

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
 * `status`, so each toast is announced once, by one region. A modal dialog makes the rest of the page
 * inert, which would silence these regions, so each open dialog has a pair of its own (mounted with
 * the dialog, empty) that shows the toasts raised while it is the top one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const hosts = useRef<HTMLElement[]>([]);
  const [openHosts, setOpenHosts] = useState<HTMLElement[]>([]);
  const addHost = useCallback((host: HTMLElement) => {
    hosts.current = [...hosts.current, host];
    setOpenHosts(hosts.current);
    return () => {
      hosts.current = hosts.current.filter((h) => h !== host);
      setOpenHosts(hosts.current);
    };
  }, []);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [
        ...(toast.variant === 'error' ? list : list.filter((t) => !isError(t))),
        { ...toast, id, host: hosts.current.at(-1) },
      ]);
      if (toast.variant !== 'error') setTimeout(() => dismiss(id), SHOWN_MS);
    },
    [dismiss],
  );

  // A toast whose dialog has closed moves to the dialog beneath it (a dialog opened from a dialog),
  // or to the page's regions when none is open: an open dialog leaves the page inert and unheard.
  const hostOf = (t: Toast) => (t.host && !openHosts.includes(t.host) ? openHosts.at(-1) : t.host);
  const shownIn = (host?: HTMLElement) => toasts.filter((t) => hostOf(t) === host);

  return (
    <ToastContext.Provider value={show}>
      <HostContext.Provider value={addHost}>{children}</HostContext.Provider>
      <ToastRegions toasts={shownIn(undefined)} onDismiss={dismiss} />
      {openHosts.map((host, i) =>
        createPortal(<ToastRegions toasts={shownIn(host)} onDismiss={dismiss} />, host, String(i)),
      )}
    </ToastContext.Provider>
  );
}

function ToastRegions({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
      <ToastList role="alert" toasts={toasts.filter(isError)} onDismiss={onDismiss} />
      <ToastList role="status" toasts={toasts.filter((t) => !isError(t))} onDismiss={onDismiss} />
    </div>
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
  const { t } = useTranslation('public', { keyPrefix: 'common' });
  return (
    <div role={role} className="flex w-full flex-col items-center gap-2 sm:items-end">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 bg-white p-4 shadow-lg ${
            variantClass[toast.variant ?? 'info']
          }`}
        >
          <div className="flex-1">
            {toast.title && <p className="font-semibold">{toast.title}</p>}
            <p className="text-sm text-slate-700">{toast.description}</p>
          </div>
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            className="rounded px-1 text-slate-500 hover:text-slate-900"
            aria-label={t('dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/** A ref for an open dialog's element that holds its toasts. */
export function useToastHost() {
  const addHost = useContext(HostContext);
  return useCallback((host: HTMLElement | null) => (host && addHost ? addHost(host) : undefined), [addHost]);
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
