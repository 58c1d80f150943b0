import type { User } from '@shared/schemas/auth';

export type SessionState = { status: 'restoring' } | { status: 'ready'; user: User | null };

/**
 * Who is signed in, outside React so that route guards (beforeLoad) read the same value the
 * components render, at once after a sign-in or sign-out.
 */
export class SessionStore {
  #state: SessionState = { status: 'restoring' };
  #listeners = new Set<() => void>();
  #restore: Promise<void> | null = null;

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

  /** Asks the server once who owns the session cookie; any failure means signed out. */
  restore(loadUser: () => Promise<User>) {
    this.#restore ??= loadUser().then(
      (user) => this.setUser(user),
      () => this.setUser(null),
    );
    return this.#restore;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
}
