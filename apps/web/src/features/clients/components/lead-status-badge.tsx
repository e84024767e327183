import { type DerivedLeadStatus, LEAD_STATUS_LABELS } from "@measured/core";
import { cn } from "@/lib/cn";

/** Closed-out statuses read as muted; the rest in the accent, so a live deal stands out. */
const CLOSED_OUT: readonly DerivedLeadStatus[] = ["unqualified", "not_interested", "cancelled"];

export function LeadStatusBadge({ status }: { status: DerivedLeadStatus }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-self-start rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        CLOSED_OUT.includes(status) ? "bg-muted text-muted-foreground" : "border-primary/40 bg-primary-soft text-foreground",
      )}
      data-testid="lead-status"
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
