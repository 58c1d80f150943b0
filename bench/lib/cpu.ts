const ROUNDS = 7;
const CALLS = 2_000;

export const CPU_ROUNDS = `median of ${ROUNDS} rounds of ${CALLS} calls`;

/** Median over rounds of the CPU microseconds one call of `fn` takes. */
export function cpuMicros(fn: () => unknown) {
  for (let i = 0; i < CALLS; i++) fn();
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const before = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) fn();
    const used = process.cpuUsage(before);
    rounds.push((used.user + used.system) / CALLS);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

/** The same, for a function that returns a promise (awaited one at a time, as a request would). */
export async function cpuMicrosAsync(fn: () => Promise<unknown>) {
  for (let i = 0; i < CALLS; i++) await fn();
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const before = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) await fn();
    const used = process.cpuUsage(before);
    rounds.push((used.user + used.system) / CALLS);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}
