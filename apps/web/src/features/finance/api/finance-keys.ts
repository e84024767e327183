import type { FinancePeriod } from "@measured/core";
import type { QueryClient } from "@tanstack/react-query";
import { financeSummaryKeys } from "@/components/finance-summary/api/finance-summary-keys";
import { metricKeys } from "@/lib/query-keys";

/** The period Finance opens on (the server renders it: apps/server/src/plugins/signed-in-page.ts). */
export const FIRST_FINANCE_PERIOD: FinancePeriod = "month";
/** The tab Finance opens on. */
export const FIRST_LEDGER: LedgerKind = "expenses";

/** The ledgers the Finance screen lists, by their API path (spec section 7). */
export const LEDGER_PATHS = { revenue: "/api/revenue", expenses: "/api/expenses", mileage: "/api/mileage" } as const;
export type LedgerKind = keyof typeof LEDGER_PATHS;
export const LEDGER_KINDS = ["revenue", "expenses", "mileage"] as const satisfies readonly LedgerKind[];

/** Inclusive days, YYYY-MM-DD: the summary's period. */
export interface LedgerRange {
  from: string;
  to: string;
}

/** The finance queries' keys; each starts with its API path, so invalidating the root refreshes every period. */
export const financeKeys = {
  summary: financeSummaryKeys.root,
  categories: ["/api/expense-categories"] as const,
  ledger: (kind: LedgerKind) => [LEDGER_PATHS[kind]] as const,
  ledgerOf: (kind: LedgerKind, range: LedgerRange) => [LEDGER_PATHS[kind], range] as const,
};

/** After any finance write: the cards, the breakdown, every list, and the dashboard (spec section 7, "After saves"). */
export function invalidateFinanceQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: financeKeys.summary }),
    ...LEDGER_KINDS.map((kind) => queryClient.invalidateQueries({ queryKey: financeKeys.ledger(kind) })),
    queryClient.invalidateQueries({ queryKey: metricKeys.dashboard }),
  ]);
}
