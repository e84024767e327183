/**
 * A repeatable random source (mulberry32: a 32-bit state, fast, plenty for sample data and test inputs):
 * the same seed gives the same numbers, so a demo book or an audit run can be made again exactly.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** A number from 0 (included) to 1 (not). */
    next,
    chance: (p: number) => next() < p,
    /** A whole number from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
