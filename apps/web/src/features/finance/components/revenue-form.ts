import type { CreateRevenueInput, RevenueEntry } from "@measured/core";
import { dollarsToField } from "./money-text";

export interface RevenueFormValues {
  amount: string;
  description: string;
  date: string;
}

export const REVENUE_FIELDS = ["amount", "description", "date"] as const;

export function revenueFormValues(entry: RevenueEntry | null, today: string): RevenueFormValues {
  if (!entry) return { amount: "", description: "", date: today };
  return { amount: dollarsToField(entry.amount), description: entry.description ?? "", date: entry.date };
}

/**
 * The body of POST /api/revenue. The lead is not picked here yet: a new entry has none, and an edit
 * leaves the entry's lead as it is (the field is not sent unless it changed, and it never does).
 */
export function revenueBody(values: RevenueFormValues): CreateRevenueInput {
  return { amount: values.amount.trim(), description: values.description, date: values.date };
}
