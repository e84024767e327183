import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from "@measured/core";
import { cn } from "@/lib/cn";

/** Sat reads in the accent; scheduled plain; a no-show and a cancellation muted, so what is live stands out. */
const TONE: Record<AppointmentStatus, string> = {
  scheduled: "border-border bg-card text-foreground",
  completed: "border-primary/40 bg-primary-soft text-foreground",
  no_show: "border-transparent bg-muted text-muted-foreground",
  cancelled: "border-transparent bg-muted text-muted-foreground line-through decoration-1",
};

/** An appointment's status as a word (Scheduled, Sat, No-show, Cancelled); decision 041. */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONE[status],
      )}
      data-testid="appointment-status"
    >
      {APPOINTMENT_STATUS_LABELS[status]}
    </span>
  );
}
