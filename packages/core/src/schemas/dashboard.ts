import { z } from "zod";
import { isValidTimeZone, isWithinMaxRange, PERIODS } from "../kpi/periods";
import { TEXT_LIMITS } from "../limits/quotas";
import { isoDateSchema } from "./metrics";

export const dashboardQuerySchema = z
  .strictObject({
    period: z.enum(PERIODS, { error: "Period must be today, week, month, year, all or custom" }).default("today"),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    timeZone: z.string().max(TEXT_LIMITS.timeZone).refine(isValidTimeZone, "Unknown time zone").default("America/Los_Angeles"),
  })
  .refine((q) => q.period !== "custom" || (q.startDate !== undefined && q.endDate !== undefined), {
    message: "A custom period needs a start and an end date",
    path: ["endDate"],
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: "The start date must not be after the end date",
    path: ["endDate"],
  })
  // A custom range's length is bounded like everything else a user sends (issue 9).
  .refine(
    (q) =>
      q.period !== "custom" || !q.startDate || !q.endDate || isWithinMaxRange({ startDate: q.startDate, endDate: q.endDate }),
    {
      message: "A custom range can span at most 10 years",
      path: ["endDate"],
    },
  );
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const dateRangeSchema = z.object({ startDate: z.string(), endDate: z.string() });

export const dashboardMetricSchema = z.object({
  definitionId: z.number(),
  name: z.string(),
  unit: z.string(),
  total: z.number(),
  previousTotal: z.number().nullable(),
  /** Percent against the previous period; null for All Time, Custom, or when the previous period had nothing. */
  changePercent: z.number().nullable(),
  /** Split metrics counted in this total (Deals Closed from Knocks/Tags), which have no card of their own. */
  parts: z.array(z.object({ name: z.string(), total: z.number(), previousTotal: z.number().nullable() })),
  /** The part of `total` that came from the rep's leads (decision 043); the rest was typed. */
  fromLeads: z.number(),
});
export type DashboardMetric = z.infer<typeof dashboardMetricSchema>;

export const dashboardSchema = z.object({
  period: z.enum(PERIODS),
  timeZone: z.string(),
  today: z.string(),
  range: dateRangeSchema,
  previousRange: dateRangeSchema.nullable(),
  metrics: z.array(dashboardMetricSchema),
  /** The funnel's steps (the same counts every card and analytics card is built from). */
  funnel: z.object({
    doors: z.number(),
    tags: z.number(),
    sets: z.number(),
    ran: z.number(),
    closes: z.number(),
    installs: z.number(),
    /** Signed deals cancelled in the period (each also taken out of closes on its day). */
    dealsCancelled: z.number(),
    /** Appointments marked no-show whose day is in the period (noShowsIn); part of no other figure. */
    noShows: z.number(),
  }),
  /**
   * Per funnel step, whether the rep has an input for it (funnelInputs: a tracked metric feeds it, or
   * their leads did it); a step without one is shown "–", not 0 (decision 048).
   */
  funnelInputs: z.object({
    doors: z.boolean(),
    tags: z.boolean(),
    sets: z.boolean(),
    ran: z.boolean(),
    closes: z.boolean(),
    installs: z.boolean(),
  }),
  performance: z.object({
    doorsPerAppointment: z.number().nullable(),
    tagsPerAppointment: z.number().nullable(),
    appointmentHoldRate: z.number().nullable(),
    dealsClosed: z.number(),
    dealsInstalled: z.number(),
    totalDoors: z.number(),
    totalTags: z.number(),
  }),
  conversions: z.object({
    doorKnockApptToSet: z.number().nullable(),
    tagApptToSet: z.number().nullable(),
    allAppointmentsToSet: z.number().nullable(),
    doorKnockSetToClose: z.number().nullable(),
    tagSetToClose: z.number().nullable(),
    allAppointmentsToClose: z.number().nullable(),
    doorKnockCloseToInstall: z.number().nullable(),
    tagCloseToInstall: z.number().nullable(),
    tagInstallRate: z.number().nullable(),
  }),
  /** Whether the Tagging Performance card means anything for this user. */
  showTagging: z.boolean(),
  /** Deals closed from the rep's leads in the period (signed less cancelled), part of closes. */
  signedClients: z.number(),
  /**
   * Totals per metric name per bucket, at most MAX_TREND_POINTS of them: days for ranges up to 62 days,
   * months (`YYYY-MM`) while they fit, else years (`YYYY`, the latest ones).
   */
  trend: z.object({
    granularity: z.enum(["day", "month", "year"]),
    points: z.array(z.object({ bucket: z.string(), values: z.record(z.string(), z.number()) })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/dashboard/from-leads: one day (Daily Input's), in the rep's zone's calendar. */
export const fromLeadsQuerySchema = z.strictObject({ date: isoDateSchema });

/**
 * What the rep's leads did on that day, per metric the rep tracks (only those a lead step feeds, with a
 * count other than 0): the part of each figure Daily Input shows as "from your leads" (decision 043).
 */
export const fromLeadsSchema = z.object({
  date: z.string(),
  metrics: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type FromLeads = z.infer<typeof fromLeadsSchema>;
