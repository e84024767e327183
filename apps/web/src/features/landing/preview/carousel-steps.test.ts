import { describe, expect, it } from "vitest";
import { SWIPE_MIN_PX, stepSlide, swipeStep } from "./carousel-steps";

describe("the preview carousel's steps", () => {
  it("wraps from the last slide to the first and from the first to the last", () => {
    expect(stepSlide(4, 1, 5)).toBe(0);
    expect(stepSlide(0, -1, 5)).toBe(4);
    expect(stepSlide(2, 1, 5)).toBe(3);
    expect(stepSlide(2, -7, 5)).toBe(0);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });

  it("turns on a horizontal swipe only: left is next, right is previous, short or vertical moves nothing", () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX + 10, 5)).toBe(-1);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
  });
});
