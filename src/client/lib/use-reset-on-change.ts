import { useState } from 'react';

/**
 * Calls `reset` while rendering when `key` differs from the last render's: how a component puts its
 * state back for a new prop (another report, another application) without an effect, which would
 * render the old state first and then render again
 * (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
 */
export function useResetOnChange(key: string | undefined, reset: () => void) {
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    reset();
  }
}
