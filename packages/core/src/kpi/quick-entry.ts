/** Counters never go below 0. */
export function applyIncrement(current: number, delta: number): number {
  return Math.max(0, current + delta);
}
