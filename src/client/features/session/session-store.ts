import type { User } from '@shared/schemas/auth';
import type { ToastInput } from '@client/components/toast';

export type SessionState = { status: 'restoring' } | { status: 'ready'; user: User | null };

/**
 * Who is signed in, outside React so that route guards (beforeLoad) read the same value the
 * components render, at once after a sign-in or sign-out.
 */
export class SessionStore {
  #state: SessionState = { status: 'restoring' };
  #listeners = new Set<() => void>();
  #restore: Promise<void> | null = null;
  #endNotice: ToastInput | null = null;

  get state() {
    return this.#state;
  }

  get user() {
    return this.#state.status === 'ready' ? this.#state.user : null;
  }

  setUser(user: User | null) {
    this.#state = { status: 'ready', user };
    for (const listener of this.#listeners) listener();
  }

  /** The session ended on the server's word (suspended, expired): signed out, with what to tell the user. */
  end(notice: ToastInput | null) {
    this.#endNotice = notice;
    this.setUser(null);
  }

  /** What to tell the user about the session that just ended, once. */
  takeEndNotice() {
    const notice = this.#endNotice;
    this.#endNotice = null;
    return notice;
  }

  /**
   * Asks the server once who owns the session cookie; any failure means signed out, told by
   * `noticeOf`, except the browser being offline (the app opened from the service worker's cache):
   * then it asks again once the connection is back, so a signed-in user is not shown signed out.
   */
  restore(loadUser: () => Promise<User>, noticeOf: (error: unknown) => ToastInput | null) {
    this.#restore ??= (async () => {
      for (;;) {
        try {
          return this.setUser(await loadUser());
        } catch (error) {
          if (!offline()) return this.end(noticeOf(error));
          await backOnline();
        }
      }
    })();
    return this.#restore;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
}

const offline = () => typeof navigator !== 'undefined' && !navigator.onLine;
const backOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
