import {
  type Appointment,
  type AppointmentChange,
  type AppointmentStatus,
  instantToZonedDateTime,
  statusRefusal,
  undoAppointmentChange,
  zonedDateTimeToInstant,
} from "@measured/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { invalidateCrmQueries } from "@/lib/query-keys";
import { useTimeZone } from "@/lib/time-zone";
import { useHydrated } from "@/lib/use-hydrated";
import { type AppointmentPatch, updateAppointment, useUpdateAppointment } from "./api/update-appointment";

/** The one-tap statuses, in the order a rep meets them; "completed" is the API's word for sat. */
const ACTIONS: readonly { status: AppointmentStatus; label: string; done: string }[] = [
  { status: "completed", label: "Sat", done: "Marked sat" },
  { status: "no_show", label: "No-show", done: "Marked no-show" },
  { status: "cancelled", label: "Cancelled", done: "Marked cancelled" },
];

const FAILED = "Failed to update appointment. Please try again.";

/**
 * Sat, No-show, Cancel and Reschedule for one appointment, each one tap with Undo in its toast
 * (decision 041, the quick entry's pattern of decisions 022 and 025). Sat and No-show wait for the
 * appointment's day (the server's rule, statusRefusal); the reason is said to screen readers and on hover.
 */
export function AppointmentStatusActions({ appointment }: { appointment: Appointment }) {
  // On a server-rendered page a tap before the handlers are attached would be lost: not ready until hydrated.
  const hydrated = useHydrated();
  const id = useId();
  // The rep's zone, also while the server renders the dashboard (decision 014): the same buttons on both sides.
  const zone = useTimeZone();
  const update = useUpdateAppointment();
  const queryClient = useQueryClient();
  const [rescheduling, setRescheduling] = useState(false);
  const name = appointment.clientName;

  // Not through the row's mutation: a reschedule can move the row off the list before Undo is pressed.
  const undo = (change: AppointmentChange) =>
    updateAppointment(appointment.id, undoAppointmentChange(change.previous))
      .then(() => toast({ title: "Appointment restored", description: `${name}'s appointment is as it was.` }))
      .catch(() => toast({ variant: "destructive", title: "Failed to undo. Please try again." }))
      .finally(() => invalidateCrmQueries(queryClient));

  const send = (patch: AppointmentPatch, done: string, after?: () => void) =>
    update.mutate(
      { id: appointment.id, patch },
      {
        onSuccess: (change) => {
          after?.();
          toast({
            title: done,
            description: name,
            action: { label: "Undo", altText: `Undo: ${done.toLowerCase()}, ${name}`, onClick: () => undo(change) },
          });
        },
        onError: () => toast({ variant: "destructive", title: FAILED }),
      },
    );

  const at = new Date(appointment.scheduledAt);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-1.5">
        {ACTIONS.filter((a) => a.status !== appointment.status).map((action) => {
          const refusal = statusRefusal(action.status, at, zone);
          return (
            <Button
              key={action.status}
              variant="outline"
              className="flex-1 px-3 sm:flex-none"
              disabled={!hydrated || update.isPending || refusal !== null}
              title={refusal ?? undefined}
              aria-label={`${action.label}: ${name}`}
              aria-describedby={refusal ? `${id}-${action.status}` : undefined}
              onClick={() => send({ status: action.status }, action.done)}
            >
              {action.label}
              {refusal ? (
                <span id={`${id}-${action.status}`} className="sr-only">
                  {refusal}
                </span>
              ) : null}
            </Button>
          );
        })}
        <Button
          variant="outline"
          className="flex-1 px-3 sm:flex-none"
          aria-expanded={rescheduling}
          aria-controls={`${id}-reschedule`}
          aria-label={`Reschedule: ${name}`}
          disabled={!hydrated || update.isPending}
          onClick={() => setRescheduling((open) => !open)}
        >
          Reschedule
        </Button>
      </div>
      {rescheduling ? (
        <RescheduleForm
          id={`${id}-reschedule`}
          name={name}
          scheduledAt={at}
          zone={zone}
          pending={update.isPending}
          onCancel={() => setRescheduling(false)}
          onSave={(scheduledAt) =>
            send({ status: "scheduled", scheduledAt }, "Appointment rescheduled", () => setRescheduling(false))
          }
        />
      ) : null}
    </div>
  );
}

interface RescheduleFormProps {
  id: string;
  name: string;
  scheduledAt: Date;
  zone: string;
  pending: boolean;
  onCancel: () => void;
  onSave: (scheduledAt: string) => void;
}

/** A new date and time, read in the browser's zone; saving makes the appointment scheduled again. */
function RescheduleForm({ id, name, scheduledAt, zone, pending, onCancel, onSave }: RescheduleFormProps) {
  const [when, setWhen] = useState(() => instantToZonedDateTime(scheduledAt, zone));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(when.date) && /^\d{2}:\d{2}$/.test(when.time);
  return (
    <form
      id={id}
      aria-label={`Reschedule ${name}`}
      className="grid gap-2 rounded-lg border border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (valid) onSave(zonedDateTimeToInstant(when.date, when.time, zone).toISOString());
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-date`}>New date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={when.date}
            onChange={(e) => setWhen((w) => ({ ...w, date: e.target.value }))}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-time`}>New time</Label>
          <Input
            id={`${id}-time`}
            type="time"
            value={when.time}
            onChange={(e) => setWhen((w) => ({ ...w, time: e.target.value }))}
          />
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Keep
        </Button>
        <Button type="submit" disabled={!valid || pending}>
          Save new time
        </Button>
      </div>
    </form>
  );
}
