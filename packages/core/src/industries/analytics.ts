/** Dashboard analytics a user may choose during onboarding (spec section 2). */
export const ANALYTICS_OPTIONS = [
  { id: "door_knocking_performance", label: "Door Knocking Performance" },
  { id: "tagging_performance", label: "Tagging Performance" },
  { id: "conversion_metrics", label: "Conversion Metrics" },
  { id: "appointment_efficiency", label: "Appointment Efficiency" },
  { id: "revenue_tracking", label: "Revenue Tracking" },
  { id: "productivity_metrics", label: "Productivity Metrics" },
] as const;
export type AnalyticsId = (typeof ANALYTICS_OPTIONS)[number]["id"];
export const ANALYTICS_IDS = ANALYTICS_OPTIONS.map((o) => o.id) as [AnalyticsId, ...AnalyticsId[]];

export function isAnalyticsId(value: unknown): value is AnalyticsId {
  return typeof value === "string" && (ANALYTICS_IDS as readonly string[]).includes(value);
}
