import { type DerivedLeadStatus, LEAD_STATUS_LABELS } from "@measured/core";
import { cn } from "@/lib/cn";

/** Closed-out statuses read as muted; the rest in the accent, so a live deal stands out. */
const CLOSED_OUT: readonly DerivedLeadStatus[] = ["unqualified", "not_interested", "cancelled"];

/** `className` adjusts the badge where space is short (the desktop table lets it wrap). */
export function LeadStatusBadge({ status, className }: { status: DerivedLeadStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-self-start rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        CLOSED_OUT.includes(status) ? "bg-muted text-muted-foreground" : "border-primary/40 bg-primary-soft text-foreground",
        className,
      )}
      data-testid="lead-status"
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
