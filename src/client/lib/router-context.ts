import type { SessionStore } from '../features/session/session-store';

/** What every route's beforeLoad can read. */
export type RouterContext = { session: SessionStore };
