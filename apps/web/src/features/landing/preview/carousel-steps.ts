/** The preview carousel's moves (spec section 4): slides wrap around at both ends. */

/** The slide `delta` steps from `index` among `count`, wrapping past either end. */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** A horizontal swipe at least this long (CSS pixels) turns the slide; a shorter one is a tap or a scroll. */
export const SWIPE_MIN_PX = 40;

/**
 * The step a finger's move makes: a swipe to the left shows the next slide (+1), to the right the one
 * before (-1); one more vertical than horizontal is the page scrolling (0).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
