import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `ms`, so typing does not send a request (or write the
 * URL) per key. Values are compared by content (JSON), so a new object with the same fields is no
 * change and the settled value keeps its identity (a stable query key).
 */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The serialised value is the dependency: a new object with the same content is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}
