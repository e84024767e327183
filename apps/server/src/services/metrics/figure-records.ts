import {
  type DatedLead,
  FIGURE_RECORDS_PAGE_SIZE,
  type FigureRecords,
  type FigureSelector,
  figureFunction,
  leadFactRecords,
  leadFactsOnly,
  type Period,
  periodRanges,
  spanOf,
  todayIn,
  totalsIn,
  typedDays,
  typedOnly,
} from "@measured/core";
import { and, asc, type Database, eq, gte, isNotNull, lte, or, schema } from "@measured/db";
import type { RepHistoryCache } from "./rep-history";

const c = schema.clients;

/** A page of a list, and whether more follow. */
function pageOf<T>(items: readonly T[], page: number): { items: T[]; more: boolean } {
  const start = (page - 1) * FIGURE_RECORDS_PAGE_SIZE;
  return { items: items.slice(start, start + FIGURE_RECORDS_PAGE_SIZE), more: items.length > start + FIGURE_RECORDS_PAGE_SIZE };
}

/** The rep's leads with a dated step in the range (every one with a dated step for All Time). */
async function datedLeads(db: Database, userId: number, range: { startDate: string; endDate: string } | null) {
  const days = [c.appointmentSetDate, c.satDate, c.signedDate, c.cancelledDate, c.installedDate];
  const inRange = days.map((day) => (range ? and(gte(day, range.startDate), lte(day, range.endDate)) : isNotNull(day)));
  return db
    .select({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      appointmentSetDate: c.appointmentSetDate,
      satDate: c.satDate,
      signedDate: c.signedDate,
      cancelledDate: c.cancelledDate,
      installedDate: c.installedDate,
      knockAppointment: c.knockAppointment,
      tagAppointment: c.tagAppointment,
      appointmentSat: c.appointmentSat,
      signed: c.signed,
      installed: c.installed,
      unqualified: c.unqualified,
      notInterested: c.notInterested,
      signedButCanceled: c.signedButCanceled,
      cancelledAppointment: c.cancelledAppointment,
      taggingAppointmentSet: c.taggingAppointmentSet,
      taggingAppointmentClosed: c.taggingAppointmentClosed,
      taggingSignedDeal: c.taggingSignedDeal,
      tagInstalls: c.tagInstalls,
    })
    .from(c)
    .where(and(eq(c.userId, userId), or(...inRange)))
    .orderBy(asc(c.id));
}

type LeadRow = Awaited<ReturnType<typeof datedLeads>>[number];
const datedLeadOf = (row: LeadRow): DatedLead => ({
  flags: {
    knockAppointment: row.knockAppointment,
    tagAppointment: row.tagAppointment,
    appointmentSat: row.appointmentSat,
    signed: row.signed,
    installed: row.installed,
    unqualified: row.unqualified,
    notInterested: row.notInterested,
    signedButCanceled: row.signedButCanceled,
    cancelledAppointment: row.cancelledAppointment,
    taggingAppointmentSet: row.taggingAppointmentSet,
    taggingAppointmentClosed: row.taggingAppointmentClosed,
    taggingSignedDeal: row.taggingSignedDeal,
    tagInstalls: row.tagInstalls,
  },
  appointmentSetDate: row.appointmentSetDate,
  satDate: row.satDate,
  signedDate: row.signedDate,
  installedDate: row.installedDate,
  cancelledDate: row.cancelledDate,
});

/**
 * The records behind one dashboard figure for a period (decision 047): the dashboard's own period rule,
 * history and figure function, so `typed + fromLeads` is the figure the dashboard shows. The typed part
 * and its days come from the kept daily sums; the leads part from each lead's dated facts (core's
 * leadFactEntries, the reference the history's SQL is tested against).
 */
export async function figureRecords(
  db: Database,
  userId: number,
  query: { period: Period; timeZone: string; startDate?: string; endDate?: string; selector: FigureSelector; page: number },
  source: { histories: RepHistoryCache; dataVersion: number },
  now = new Date(),
): Promise<FigureRecords> {
  const today = todayIn(query.timeZone, now);
  const custom = query.startDate && query.endDate ? { startDate: query.startDate, endDate: query.endDate } : undefined;
  const { range } = periodRanges(query.period, today, custom);
  const history = await source.histories.get(db, userId, source.dataVersion);
  const isAll = query.period === "all";
  // All Time counts everything the rep has (the dashboard's totalsIn(sums, null)).
  const counted = isAll ? null : range;
  const span = isAll ? spanOf(history) : null;
  const shownRange = isAll
    ? { startDate: span?.startDate ?? today, endDate: span && span.endDate > today ? span.endDate : today }
    : range;

  const tracked = new Set(history.definitions.map((d) => d.name));
  const figure = figureFunction(query.selector, tracked);
  const totals = totalsIn(history, counted);
  const days = pageOf(typedDays(history, counted, figure), query.page);

  const rows = await datedLeads(db, userId, counted);
  const facts = rows
    .flatMap((row) =>
      leadFactRecords(datedLeadOf(row), counted, figure).map((f) => ({
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        ...f,
      })),
    )
    // Newest first, as the days are.
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
  const leads = pageOf(facts, query.page);

  return {
    range: shownRange,
    figure: figure(totals),
    typed: figure(typedOnly(totals)),
    fromLeads: figure(leadFactsOnly(totals)),
    days: days.items,
    leads: leads.items,
    nextPage: days.more || leads.more ? query.page + 1 : null,
  };
}
