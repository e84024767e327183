import { describe, expect, it } from "vitest";
import { rangeProblem } from "./custom-range";

const today = "2026-11-26";

describe("rangeProblem", () => {
  it("takes a range that ends today or earlier, and says nothing while a date is missing", () => {
    expect(rangeProblem("2026-11-01", today, today)).toBeNull();
    expect(rangeProblem("2025-12-30", "2026-01-02", today)).toBeNull();
    expect(rangeProblem("", today, today)).toBeNull();
  });

  it("refuses an end after today, and a start after the end", () => {
    expect(rangeProblem("2026-11-01", "2026-11-27", today)).toBe("The end date cannot be after today (Nov 26, 2026).");
    expect(rangeProblem("2026-11-20", "2026-11-10", today)).toBe("The start date must not be after the end date.");
  });
});
