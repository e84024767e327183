import { type Expense, expenseSchema, type MileageEntry, mileageSchema, type RevenueEntry, revenueSchema } from "@measured/core";
import { z } from "zod";
import type { LedgerKind } from "./finance-keys";

/** One row of each ledger, as the API answers it (core's answers.ts). */
export interface LedgerRowOf {
  revenue: RevenueEntry;
  expenses: Expense;
  mileage: MileageEntry;
}
export type LedgerRow = LedgerRowOf[LedgerKind];

export const ledgerPageSchemas = {
  revenue: z.array(revenueSchema),
  expenses: z.array(expenseSchema),
  mileage: z.array(mileageSchema),
} satisfies { [K in LedgerKind]: z.ZodType<LedgerRowOf[K][]> };

export type { Expense, MileageEntry, RevenueEntry };
