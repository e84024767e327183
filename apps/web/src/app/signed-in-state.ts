import type {
  Appointment,
  Client,
  ClientsSummary,
  Dashboard,
  Expense,
  FinanceSummaryAnswer,
  Goal,
  PipelineAnswer,
  PublicUser,
  UserPreferences,
} from "@measured/core";
import type { QueryClient } from "@tanstack/react-query";
import { dayAppointmentsKey, earliestFirst } from "@/components/appointments/api/day-appointments-key";
import { financeSummaryKeys } from "@/components/finance-summary/api/finance-summary-keys";
import { FIRST_FINANCE_PERIOD, FIRST_LEDGER, financeKeys } from "@/features/finance/api/finance-keys";
import { dashboardQueryKey } from "@/features/metrics/api/dashboard-params";
import { clientKeys, NO_LEAD_FILTERS } from "@/lib/lead-query-keys";
import { crmKeys, metricKeys } from "@/lib/query-keys";
import { USER_QUERY_KEY } from "@/lib/user";

/**
 * What the server rendered a signed-in page from (apps/server/src/plugins/signed-in-page.ts):
 * the answers of GET /api/auth/user and /api/user/preferences, and the page's own (the dashboard
 * for today in `timeZone`; the pipeline; the leads' first page, summary and follow-ups due; Finance's
 * summary of the period it opens on and that period's first page of expenses),
 * exactly as the API sends them. The page carries it as JSON so the browser's first
 * render uses the same answers and hydrates the server's markup instead of fetching them again.
 */
export interface SignedInState {
  timeZone: string;
  user: PublicUser;
  preferences: UserPreferences;
  dashboard?: Dashboard;
  /** The dashboard's Today (decision 044): the day it was rendered for, its appointments and the follow-ups due. */
  today?: { date: string; appointments: Appointment[]; followUpsDue: Client[] };
  /** The dashboard's goals strip: GET /api/goals. */
  goals?: Goal[];
  pipeline?: PipelineAnswer;
  leads?: { page: Client[]; nextCursor: string | null; summary: ClientsSummary; followUpsDue: Client[] };
  finance?: { summary: FinanceSummaryAnswer; expenses: { page: Expense[]; nextCursor: string | null } };
}

/** The id of the `<script type="application/json">` element that carries the state. */
export const SIGNED_IN_STATE_ID = "measured-state";

/** Puts the answers where the screens' queries look for them. */
export function seedSignedInState(queryClient: QueryClient, state: SignedInState): void {
  queryClient.setQueryData(USER_QUERY_KEY, state.user);
  queryClient.setQueryData(metricKeys.preferences, state.preferences);
  if (state.dashboard)
    queryClient.setQueryData(dashboardQueryKey({ period: "today", timeZone: state.timeZone }), state.dashboard);
  if (state.today) {
    const { date, appointments, followUpsDue } = state.today;
    queryClient.setQueryData(dayAppointmentsKey(date, state.timeZone), earliestFirst(appointments));
    queryClient.setQueryData(clientKeys.followUpsDue, followUpsDue);
  }
  if (state.goals) queryClient.setQueryData(metricKeys.goals, state.goals);
  if (state.pipeline) queryClient.setQueryData(crmKeys.pipeline, state.pipeline);
  if (state.leads) {
    const { page, nextCursor, summary, followUpsDue } = state.leads;
    // Only keys here: this file is in every page's first code, the leads' schemas are not (bench:size).
    queryClient.setQueryData(clientKeys.list(NO_LEAD_FILTERS), {
      pages: [{ clients: page, nextCursor }],
      pageParams: [null],
    });
    queryClient.setQueryData(clientKeys.summary, summary);
    queryClient.setQueryData(clientKeys.followUpsDue, followUpsDue);
  }
  if (state.finance) {
    const { summary, expenses } = state.finance;
    queryClient.setQueryData(financeSummaryKeys.ofPeriod(FIRST_FINANCE_PERIOD), summary);
    queryClient.setQueryData(financeKeys.ledgerOf(FIRST_LEDGER, { from: summary.from, to: summary.to }), {
      pages: [{ rows: expenses.page, nextCursor: expenses.nextCursor }],
      pageParams: [null],
    });
  }
}

/**
 * The state the page's HTML carries, if it was rendered for this browser's time zone (a zone
 * changed since the last visit, or no state, means a plain client render).
 */
export function readSignedInState(browserTimeZone: string): SignedInState | null {
  const text = document.getElementById(SIGNED_IN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as SignedInState;
    return state.timeZone === browserTimeZone && state.user?.isOnboarded ? state : null;
  } catch {
    return null;
  }
}
