import type { CreateRevenueInput, RevenueEntry } from "@measured/core";
import { dollarsToField } from "@/lib/money-text";

/** The lead a revenue entry came from, as the form shows it. */
export interface RevenueLead {
  id: number;
  name: string;
}

export interface RevenueFormValues {
  amount: string;
  description: string;
  date: string;
  lead: RevenueLead | null;
}

export const REVENUE_FIELDS = ["amount", "description", "date", "clientId"] as const;

/**
 * The dialog's starting values: the entry as it is, or a new one dated today, from `lead` when opened on a
 * signed lead (its commission) or nobody.
 */
export function revenueFormValues(entry: RevenueEntry | null, today: string, lead: RevenueLead | null = null): RevenueFormValues {
  if (!entry) return { amount: "", description: lead ? "Commission" : "", date: today, lead };
  return {
    amount: dollarsToField(entry.amount),
    description: entry.description ?? "",
    date: entry.date,
    lead: entry.clientId !== null ? { id: entry.clientId, name: entry.clientName ?? "Lead" } : null,
  };
}

/** The body of POST /api/revenue; an edit sends only what changed, the lead included. */
export function revenueBody(values: RevenueFormValues): CreateRevenueInput {
  return {
    amount: values.amount.trim(),
    description: values.description,
    date: values.date,
    clientId: values.lead?.id ?? null,
  };
}
