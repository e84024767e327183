import type { SavedCounter } from "./create-kpi-entry";
import { getKpiEntriesForDay } from "./get-kpi-entries";
import { saveDailyEntries } from "./save-daily-entries";

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Undo of a quick entry (decision 022): takes back exactly what the save added. The day's values are
 * read afresh and each saved metric is set (POST /api/kpi-entries/bulk, all or nothing) to its value
 * less what the save added, so anything another device added in between stays. The values are worked
 * out once, before the write: the same bulk sent again (a retry) sets the same values, never undoes twice.
 */
export async function undoQuickEntry(date: string, saved: readonly SavedCounter[]): Promise<void> {
  if (saved.length === 0) return;
  const day = await getKpiEntriesForDay(date);
  const current = new Map(day.map((e) => [e.kpiName, e.value]));
  const entries = saved.map((s) => ({
    metricName: s.metricName,
    value: Math.max(0, cents((current.get(s.metricName) ?? s.dayValue) - s.added)),
    date,
  }));
  await saveDailyEntries({ entries });
}
