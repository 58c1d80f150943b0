/**
 * A form's values kept for one user in sessionStorage (this tab only): a session that ends while
 * they fill the form must not cost them what they typed; signing in again gives it back.
 */
export function keptDraft<T extends Record<string, unknown>>(form: string) {
  const key = (userId: string) => `draft:${form}:${userId}`;
  return {
    keep: (userId: string, values: T) => sessionStorage.setItem(key(userId), JSON.stringify(values)),
    /** The kept values over `empty`, field by field (a field the form no longer has is left out), or `empty`. */
    read: (userId: string, empty: T): T => {
      const kept = parse(sessionStorage.getItem(key(userId)));
      if (!kept) return empty;
      return Object.fromEntries(
        Object.entries(empty).map(([name, value]) => [name, name in kept ? kept[name] : value]),
      ) as T;
    },
    drop: (userId: string) => sessionStorage.removeItem(key(userId)),
  };
}

function parse(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
