import { describe, expect, it } from "vitest";
import { MAX_TREND_POINTS } from "../limits/quotas";
import { type DailySums, dailySumsOf, spanOf, totalsIn, trendIn } from "./daily-sums";
import { LEAD_FACT_SERIES } from "./lead-facts";
import { addDays, bucketOf, trendBuckets } from "./periods";

/** Daily sums from a table: a value per day and name, null where the metric has no entry. */
function history(days: string[], series: Record<string, (number | null)[]>): DailySums {
  const entries = Object.entries(series).flatMap(([name, values]) =>
    values.flatMap((v, i) => (v === null ? [] : [{ name, day: days[i] ?? "", cents: Math.round(v * 100) }])),
  );
  return dailySumsOf(entries);
}

const rep = history(["2026-01-30", "2026-02-01", "2026-02-02", "2026-03-05"], {
  Revenue: [0.1, 0.2, null, 19.99],
  "Doors Knocked": [null, 40, 0, 12],
});

describe("a rep's daily sums", () => {
  it("total a range exactly, naming only metrics with an entry in it (a logged 0 counts)", () => {
    expect(totalsIn(rep, { startDate: "2026-01-30", endDate: "2026-02-01" })).toEqual({ Revenue: 0.3, "Doors Knocked": 40 });
    expect(totalsIn(rep, { startDate: "2026-02-02", endDate: "2026-02-28" })).toEqual({ "Doors Knocked": 0 });
    expect(totalsIn(rep, { startDate: "2026-04-01", endDate: "2026-04-30" })).toEqual({});
    expect(totalsIn(rep, null)).toEqual({ Revenue: 20.29, "Doors Knocked": 52 });
  });

  it("bucket the trend by day or by month, over the range only", () => {
    expect(trendIn(rep, { startDate: "2026-01-31", endDate: "2026-02-02" }).points).toEqual([
      { bucket: "2026-01-31", values: {} },
      { bucket: "2026-02-01", values: { Revenue: 0.2, "Doors Knocked": 40 } },
      { bucket: "2026-02-02", values: { "Doors Knocked": 0 } },
    ]);
    expect(trendIn(rep, { startDate: "2026-01-31", endDate: "2026-04-30" })).toEqual({
      granularity: "month",
      points: [
        { bucket: "2026-01", values: {} },
        { bucket: "2026-02", values: { Revenue: 0.2, "Doors Knocked": 40 } },
        { bucket: "2026-03", values: { Revenue: 19.99, "Doors Knocked": 12 } },
        { bucket: "2026-04", values: {} },
      ],
    });
  });

  it("bucket a long range by year, keeping at most MAX_TREND_POINTS of the latest years", () => {
    const far = history(["1900-01-01", "2025-06-01", "2026-02-01", "2999-12-31"], { Revenue: [1, 2, 3, 4] });
    const decade = trendIn(far, { startDate: "2016-01-01", endDate: "2026-12-31" });
    expect(decade.granularity).toBe("year");
    expect(decade.points.at(-2)).toEqual({ bucket: "2025", values: { Revenue: 2 } });
    expect(decade.points.at(-1)).toEqual({ bucket: "2026", values: { Revenue: 3 } });
    const millennium = trendIn(far, { startDate: "1900-01-01", endDate: "2999-12-31" });
    expect(millennium.points).toHaveLength(MAX_TREND_POINTS);
    expect(millennium.points[0]?.bucket).toBe(String(2999 - MAX_TREND_POINTS + 1));
    expect(millennium.points.at(-1)).toEqual({ bucket: "2999", values: { Revenue: 4 } });
    // Days before the first kept year are not folded into it.
    expect(millennium.points.slice(0, -1).every((p) => Object.keys(p.values).length === 0)).toBe(true);
  });

  it("trend every range as a naive sum of the entries would, names in the history's order", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const names = ["Doors Knocked", "__proto__", "Revenue", "constructor"];
    const entries = Array.from({ length: 600 }, () => ({
      name: names[next(names.length)] ?? "",
      day: addDays("2024-01-01", next(900)),
      cents: next(10_000),
    }));
    const sums = dailySumsOf(entries);
    const order = [...sums.series.keys()];
    for (let i = 0; i < 40; i++) {
      const startDate = addDays("2023-12-01", next(960));
      const range = { startDate, endDate: addDays(startDate, [0, 29, 61, 62, 400][i % 5] ?? 0) };
      const { granularity, buckets } = trendBuckets(range);
      const expected = buckets.map((bucket) => {
        const inBucket = entries.filter(
          (e) => e.day >= range.startDate && e.day <= range.endDate && bucketOf(e.day, granularity) === bucket,
        );
        const values = order.flatMap((name) => {
          const mine = inBucket.filter((e) => e.name === name);
          return mine.length === 0 ? [] : [[name, mine.reduce((sum, e) => sum + e.cents, 0) / 100] as const];
        });
        return { bucket, values };
      });
      const trend = trendIn(sums, range);
      expect(trend.granularity).toBe(granularity);
      expect(
        trend.points.map((p) => ({ bucket: p.bucket, values: Object.entries(p.values) })),
        JSON.stringify(range),
      ).toEqual(expected);
    }
  });

  it("add up entries of one name and day, in any order, and take memory per entry, not per day and name", () => {
    const sums = dailySumsOf([
      { name: "A", day: "2026-01-03", cents: 5 },
      { name: "A", day: "2026-01-01", cents: 1 },
      { name: "A", day: "2026-01-03", cents: 2 },
      { name: "B", day: "2026-01-02", cents: 7 },
    ]);
    expect(sums.days).toEqual(["2026-01-01", "2026-01-02", "2026-01-03"]);
    expect(totalsIn(sums, null)).toEqual({ A: 0.08, B: 0.07 });
    const many = dailySumsOf(
      Array.from({ length: 20_000 }, (_, i) => ({
        name: `M${i}`,
        day: `2026-01-${String(1 + (i % 28)).padStart(2, "0")}`,
        cents: 1,
      })),
    );
    const stored = [...many.series.values()].reduce((n, s) => n + s.at.length + s.cents.length, 0);
    expect(stored).toBe(40_000);
  });

  it("lead facts are series like any other: counted on their own day", () => {
    const signed = LEAD_FACT_SERIES.signedKnock;
    const facts = dailySumsOf(
      ["2026-02-28", "2026-03-01", "2026-03-31", "2026-04-10"].map((day) => ({ name: signed, day, cents: 100 })),
    );
    expect(totalsIn(facts, { startDate: "2026-03-01", endDate: "2026-03-31" })[signed]).toBe(2);
    expect(totalsIn(facts, null)[signed]).toBe(4);
  });

  it("span from the first to the last day with an entry", () => {
    expect(spanOf(rep)).toEqual({ startDate: "2026-01-30", endDate: "2026-03-05" });
    expect(spanOf(history([], {}))).toBeNull();
  });
});
