const HOUR_MS = 60 * 60 * 1000;

/** The seed's times, relative to the moment of seeding so the demo always looks current. */
export type DemoClock = {
  now: Date;
  /** An ISO time `days` from now (negative: in the past), plus `hours`. */
  at: (days: number, hours?: number) => string;
  /** An ISO time `days` (and `hours`) ago. */
  ago: (days: number, hours?: number) => string;
  /** The calendar date `days` from now. */
  dateIn: (days: number) => string;
};

export function demoClock(now: Date): DemoClock {
  const at = (days: number, hours = 0) =>
    new Date(now.getTime() + (days * 24 + hours) * HOUR_MS).toISOString();
  return { now, at, ago: (days, hours = 0) => at(-days, -hours), dateIn: (days) => at(days).slice(0, 10) };
}

/** The id of the one row an insert returned. */
export async function insertedId(insert: PromiseLike<{ id: string }[]>) {
  const [row] = await insert;
  return row!.id;
}
