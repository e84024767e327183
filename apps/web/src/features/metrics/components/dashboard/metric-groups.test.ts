import { describe, expect, it } from "vitest";
import { groupGridClass } from "./metric-groups";

/** Cells a group's grid leaves empty at a column count, given which classes groupGridClass chose. */
function emptyCells(count: number, columns: 2 | 3): number {
  const classes = groupGridClass(count).split(" ");
  const cols = columns === 2 ? 2 : Number(classes.find((c) => c.startsWith("sm:grid-cols-"))?.slice(-1));
  const lastSpan =
    columns === 2
      ? classes.includes("max-sm:[&>li:last-child]:col-span-2")
        ? 2
        : 1
      : Number(classes.find((c) => c.startsWith("sm:[&>li:last-child]:col-span-"))?.slice(-1) ?? 1);
  const cells = count - 1 + lastSpan;
  return (cols - (cells % cols)) % cols;
}

describe("groupGridClass", () => {
  it.each([2, 3, 4, 5, 6, 7])("%i cards leave no empty cell on a phone or wider", (count) => {
    expect(emptyCells(count, 2)).toBe(0);
    expect(emptyCells(count, 3)).toBe(0);
  });
});
