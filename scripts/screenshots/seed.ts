/**
 * Nine weeks of plausible figures for the signed-in rep, saved as Daily Input saves them (one bulk
 * request per day) into the fields Daily Input offers. The values follow the metric's name, not a fixed list, so the screenshots keep
 * working when a metric is renamed; the numbers come from a fixed seed, so two runs show the same
 * figures and a difference between two sets of screenshots is a change of look, not of data.
 */
import { quickEntryFields } from "@measured/core";
import { expect, type Page } from "@playwright/test";

/** Long enough that This Week and This Month have a previous period with figures to compare with. */
const DAYS = 63;

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One day's figures, by what each metric counts; the funnel narrows as a rep's does (doors → sets →
 * sits → closes → installs). Split fields ("… from Knocks/Tags") and unknown metrics get small counts.
 */
function dayFigures(names: readonly string[], next: () => number): Record<string, number> {
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const doors = between(55, 130);
  const sets = between(2, 7);
  const ran = between(1, sets);
  const closed = between(0, Math.min(2, ran));
  const figures: Record<string, number> = {};
  for (const name of names) {
    const n = name.toLowerCase();
    if (n.includes("hour")) figures[name] = between(10, 16) / 2;
    else if (n.includes("door")) figures[name] = doors;
    else if (n.includes("tags put") || n.includes("tags delivered")) figures[name] = between(15, 45);
    // Installs trail deals: one day in four installs what an earlier day closed.
    else if (n.includes("installed from ")) figures[name] = between(0, 1) * between(0, 1);
    else if (n.includes(" from ")) figures[name] = between(0, 1);
    else if (n.includes("tag") && n.includes("set")) figures[name] = between(0, 3);
    else if (n.includes("set")) figures[name] = sets;
    else if (n.includes("ran") || n.includes("held") || n.includes("sat")) figures[name] = ran;
    else if (n.includes("deal") || n.includes("close") || n.includes("sold")) figures[name] = closed;
    else if (n.includes("install") || n.includes("servic")) figures[name] = between(0, closed);
    else figures[name] = between(0, 3);
  }
  return figures;
}

function minusDays(isoDate: string, days: number): { date: string; weekday: number } {
  const at = new Date(`${isoDate}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return { date: at.toISOString().slice(0, 10), weekday: at.getUTCDay() };
}

/** Seeds the last DAYS days up to `today` (Sundays off, today always worked); adds `customMetric` first. */
export async function seedHistory(page: Page, today: string, customMetric: string | null): Promise<void> {
  if (customMetric) {
    const made = await page.request.post("/api/kpi-definitions", { data: { name: customMetric, unit: "count" } });
    expect(made.ok(), await made.text()).toBe(true);
  }
  const listed = await page.request.get("/api/kpi-definitions");
  expect(listed.ok(), await listed.text()).toBe(true);
  // What Daily Input offers the rep (decision 019): a solar rep's deals and installs by source.
  const tracked = (await listed.json()) as { name: string; unit: string }[];
  const names = quickEntryFields(tracked, null).map((field) => field.name);
  const next = random(20_260_601);
  for (let back = DAYS - 1; back >= 0; back--) {
    const { date, weekday } = minusDays(today, back);
    if (weekday === 0 && back !== 0) continue;
    const entries = Object.entries(dayFigures(names, next)).map(([metricName, value]) => ({ metricName, value, date }));
    const saved = await page.request.post("/api/kpi-entries/bulk", { data: { entries } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}
