import { describe, expect, it } from "vitest";
import { breakdownBars, MIN_BAR_WIDTH } from "./breakdown-bars";

const row = (categoryId: number | null, name: string, total: number, percent: number) => ({
  categoryId,
  name,
  color: "#4A6FA5",
  total,
  percent,
});

describe("breakdownBars", () => {
  it("fills the track with the largest category and scales the others to it", () => {
    const bars = breakdownBars([row(1, "Fuel", 80, 80), row(2, "Meals", 20, 20)]);
    expect(bars.map((b) => b.width)).toEqual([100, 25]);
    expect(bars[0]).toMatchObject({ key: "1", name: "Fuel", amount: "$80.00", percent: "80.0%" });
  });
  it("keys the Uncategorized row apart and shows a sliver for a tiny amount", () => {
    const bars = breakdownBars([row(1, "Fuel", 10_000, 99.9), row(null, "Uncategorized", 1, 0.01)]);
    expect(bars[1]?.key).toBe("uncategorized");
    expect(bars[1]?.width).toBe(MIN_BAR_WIDTH);
  });
  it("formats money exactly", () => {
    expect(breakdownBars([row(3, "Tools", 1234.56, 100)])[0]?.amount).toBe("$1,234.56");
  });
  it("has no bars for no spending", () => {
    expect(breakdownBars([])).toEqual([]);
    expect(breakdownBars([row(1, "Fuel", 0, 0)])[0]?.width).toBe(0);
  });
});
