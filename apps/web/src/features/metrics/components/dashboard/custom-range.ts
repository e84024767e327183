import { dashboardQuerySchema } from "@measured/core";
import { formatPickerDate } from "@/lib/format";

/**
 * Why a custom range cannot be shown, or null when it can or a date is still missing: the start after
 * the end, an end after today (a range cannot end in the future: those days hold nothing yet), or the
 * server's own rule and message (dates inside the window, at most ten years).
 */
export function rangeProblem(startDate: string, endDate: string, today: string): string | null {
  if (startDate === "" || endDate === "") return null;
  if (startDate > endDate) return "The start date must not be after the end date.";
  if (endDate > today) return `The end date cannot be after today (${formatPickerDate(today)}).`;
  const parsed = dashboardQuerySchema.safeParse({ period: "custom", startDate, endDate, timeZone: "UTC" });
  return parsed.success ? null : `${parsed.error.issues[0]?.message ?? "This range cannot be shown"}.`;
}
