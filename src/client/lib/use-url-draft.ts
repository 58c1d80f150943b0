import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDebounced } from './use-debounced';

type Codec<Form, Url> = { toForm: (url: Url) => Form; toUrl: (form: Form) => Url };

const keyOf = (value: unknown) => JSON.stringify(value);

/**
 * A form (search box, filters) whose settled state lives in the URL. The form shows every key at
 * once; what it says reaches the URL `ms` after the last change (so the list asks the server once
 * per pause), and at once when the form goes away (a tab switch does not lose the last keys) or
 * when the change is a single click (`setAndSend`).
 * When the URL changes by itself (Back, a link), the form shows the URL again.
 *
 * `toUrl(toForm(url))` must give `url` back for any URL the route accepts, and `toUrl` must
 * already be in the route's normal form (trimmed, defaults left out), or the form would be reset
 * under the user's fingers.
 */
export function useUrlDraft<Form, Url>(
  url: Url,
  commit: (url: Url) => void,
  codec: Codec<Form, Url>,
  ms = 300,
) {
  const [draft, setDraft] = useState(() => codec.toForm(url));
  const urlKey = keyOf(url);
  /** The URL this form last asked for, or last took in. */
  const known = useRef(urlKey);
  /** What this render holds, for the effects and handlers below (set before any of them runs). */
  const latest = useRef({ draft, commit, codec });
  useLayoutEffect(() => {
    latest.current = { draft, commit, codec };
  });

  // The key decides: a new url object with the same content changes nothing.
  useEffect(() => {
    if (urlKey === known.current) return;
    known.current = urlKey;
    setDraft(codec.toForm(url));
  }, [url, urlKey, codec]);

  // Reads the latest commit and codec, so it stays the same function and only a settled change is sent.
  const send = useCallback((form: Form) => {
    const next = latest.current.codec.toUrl(form);
    const nextKey = keyOf(next);
    if (nextKey === known.current) return;
    known.current = nextKey;
    latest.current.commit(next);
  }, []);

  const settled = useDebounced(draft, ms);
  useEffect(() => send(settled), [settled, send]);

  // Leaving (e.g. another tab) sends what was typed in the last moments.
  useEffect(() => () => send(latest.current.draft), [send]);

  /** A change made with one click (a tab, Clear all): shown and sent at once. */
  const setAndSend = (update: Form | ((form: Form) => Form)) => {
    const next =
      typeof update === 'function' ? (update as (form: Form) => Form)(latest.current.draft) : update;
    latest.current.draft = next;
    setDraft(next);
    send(next);
  };

  return [draft, setDraft, setAndSend] as const;
}
