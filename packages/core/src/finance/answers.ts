import { z } from "zod";
import { QUOTAS } from "../limits/quotas";
import { isCalendarDay } from "../schemas/paging";
import { FINANCE_PERIODS } from "./periods";

/**
 * What the finance API answers (spec section 7 names the fields; the rest is ours). Money, miles and
 * rates leave as JSON numbers in dollars, miles and dollars a mile (12.5, 0.725): each is the column's
 * exact decimal read as a number, never the result of float arithmetic on money.
 */

/** GET /api/expense-categories: every category of the rep's, the inactive ones too, in the picker's order. */
export const expenseCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** #RRGGBB */
  color: z.string(),
  isActive: z.boolean(),
  /** The IRS Schedule C line of a default category (categories.ts); null for the rep's own. */
  scheduleCLine: z.string().nullable(),
});
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;

export const expenseSchema = z.object({
  id: z.number(),
  /** Dollars, e.g. 12.5 */
  amount: z.number(),
  description: z.string(),
  /** null: no category (never chosen, or its category was deleted). */
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  /** YYYY-MM-DD */
  date: z.string(),
  isPersonal: z.boolean(),
  notes: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const revenueSchema = z.object({
  id: z.number(),
  amount: z.number(),
  description: z.string().nullable(),
  clientId: z.number().nullable(),
  /** The lead's first and last name joined by a space; null without a lead (or once it was deleted). */
  clientName: z.string().nullable(),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RevenueEntry = z.infer<typeof revenueSchema>;

export const mileageSchema = z.object({
  id: z.number(),
  /** Miles, e.g. 12.34 */
  miles: z.number(),
  purpose: z.string(),
  startLocation: z.string().nullable(),
  endLocation: z.string().nullable(),
  date: z.string(),
  /** Dollars a mile as recorded, e.g. 0.725; 0 for a personal trip. */
  rate: z.number(),
  isPersonal: z.boolean(),
  /** Part of the distance is a straight line over a gap in the tracker's fixes. */
  gapBridged: z.boolean(),
  /** Dollars: miles × rate, rounded half up to the cent once (mileageDeductionCents); 0 when personal. */
  deduction: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MileageEntry = z.infer<typeof mileageSchema>;

/** A day of a range asked for by its ends: any real calendar day (the dashboard's All Time runs 1900 to 2999). */
const rangeDaySchema = z
  .string()
  .max(10, { error: "Date must look like 2026-01-31", abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Date must look like 2026-01-31", abort: true })
  .refine(isCalendarDay, { error: "Date is not a real calendar day" });

/**
 * GET /api/finance/summary: `?period=week|month|year`, the days read in the rep's zone (the Finance
 * screen), or `?from=&to=`, those days both included (the dashboard's Revenue Tracking card, for the
 * dashboard's own period, so its figures are the Finance screen's rule over the dashboard's days).
 */
export const financeSummaryQuerySchema = z
  .strictObject({
    period: z.enum(FINANCE_PERIODS, { error: "Period must be week, month or year" }).optional(),
    from: rangeDaySchema.optional(),
    to: rangeDaySchema.optional(),
  })
  .refine((q) => (q.period === undefined) === (q.from !== undefined && q.to !== undefined), {
    error: "Ask for a period (week, month or year), or for a range with from and to",
    path: ["period"],
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    error: "The start date must not be after the end date",
    path: ["to"],
  });
export type FinanceSummaryQuery = z.output<typeof financeSummaryQuerySchema>;

/** The colour of the breakdown's Uncategorized row (spec section 9's second default colour). */
export const UNCATEGORIZED_COLOR = "#6B7280";

export const financeCategoryTotalSchema = z.object({
  /** null: the Uncategorized row. */
  categoryId: z.number().nullable(),
  name: z.string(),
  color: z.string(),
  /** Dollars of business expenses in the category. */
  total: z.number(),
  /** Share of Total Expenses, percent with one decimal. */
  percent: z.number(),
});

/**
 * The Finance screen's cards and Category Breakdown (financeSummary, in dollars): revenue, business
 * expenses, personal expenses (kept apart), the mileage deduction, net profit = revenue − business
 * expenses − mileage deduction; every mile logged, and the business miles the deduction is for.
 */
export const financeSummarySchema = z.object({
  /** The period asked for; null for a range asked for with from and to. */
  period: z.enum(FINANCE_PERIODS).nullable(),
  /** The period's first and last day, YYYY-MM-DD, both included. */
  from: z.string(),
  to: z.string(),
  totalRevenue: z.number(),
  totalExpenses: z.number(),
  personalExpenses: z.number(),
  mileageDeduction: z.number(),
  netProfit: z.number(),
  miles: z.number(),
  businessMiles: z.number(),
  /** Largest first; one row per category with business spending, plus Uncategorized. */
  categories: z.array(financeCategoryTotalSchema).max(QUOTAS.expenseCategories.max + 1),
});
export type FinanceSummaryAnswer = z.infer<typeof financeSummarySchema>;

/** The 409 of a category name the rep already has (any case): the database's unique index decides. */
export const categoryNameTaken = (name: string) => `You already have a category named ${name}`;
