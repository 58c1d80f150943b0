/** A small seeded generator (mulberry32), so two builds with the same flags hold the same marketplace. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {
    next,
    int,
    pick,
    chance: (p: number) => next() < p,
    /**
     * An index in [0, n) where low indexes are much more likely (density ~ 1/sqrt(x)): index 0 is the
     * heaviest brand, campaign or inbox, and its share shrinks as n grows, as in a real marketplace.
     */
    skewed: (n: number) => Math.min(n - 1, Math.floor(n * next() ** 2)),
    /** A few distinct items, in a random order. */
    some: <T>(items: readonly T[], min: number, max: number): T[] => {
      const count = int(min, Math.min(max, items.length));
      const pool = [...items];
      const out: T[] = [];
      for (let i = 0; i < count; i++) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return out;
    },
    /** Weighted choice over [value, weight] pairs. */
    weighted: <T>(pairs: readonly (readonly [T, number])[]): T => {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [value, weight] of pairs) {
        r -= weight;
        if (r < 0) return value;
      }
      return pairs[pairs.length - 1]![0];
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
