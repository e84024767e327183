import { describe, expect, it } from "vitest";
import { createBytePace } from "./byte-pace";

/** A pace on a clock the test moves: sleeping moves it. */
function pacedClock(options: { bytesPerSecond: number; burstBytes: number }) {
  let clock = 0;
  const slept: number[] = [];
  const pace = createBytePace({
    ...options,
    now: () => clock,
    sleep: async (ms) => {
      slept.push(Math.round(ms));
      clock += ms;
    },
  });
  return { pace, slept, advance: (ms: number) => (clock += ms) };
}

describe("createBytePace", () => {
  it("lets the burst go at once, then holds the rest to the rate", async () => {
    const { pace, slept } = pacedClock({ bytesPerSecond: 1000, burstBytes: 2000 });
    await pace.take(1500);
    await pace.take(500);
    expect(slept).toEqual([]);
    await pace.take(1000);
    expect(slept).toEqual([1000]);
    await pace.take(250);
    expect(slept).toEqual([1000, 250]);
  });

  it("refills with time, never above the burst", async () => {
    const { pace, slept, advance } = pacedClock({ bytesPerSecond: 1000, burstBytes: 2000 });
    await pace.take(2000);
    advance(10_000);
    await pace.take(2000);
    expect(slept).toEqual([]);
    await pace.take(1);
    expect(slept).toEqual([1]);
  });

  it("shares the rate between callers: one asking at the same moment waits behind the other's debt", async () => {
    const slept: number[] = [];
    const pace = createBytePace({
      bytesPerSecond: 1000,
      burstBytes: 0,
      now: () => 0,
      sleep: async (ms) => {
        slept.push(Math.round(ms));
      },
    });
    await Promise.all([pace.take(500), pace.take(500)]);
    expect(slept).toEqual([500, 1000]);
  });
});
