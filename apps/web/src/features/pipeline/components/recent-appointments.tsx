import { APPOINTMENT_MESSAGES, canHaveTakenPlace, todayIn } from "@measured/core";
import { CalendarPlus } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { formatMoment } from "@/lib/format";
import { browserTimeZone, useTimeZone } from "@/lib/time-zone";
import { appointmentCalendarFile, downloadFile } from "../api/appointment-calendar-file";
import type { Appointment } from "../api/pipeline-schema";
import { useUpdateAppointmentStatus } from "../api/update-appointment-status";

interface RecentAppointmentsProps {
  appointments: readonly Appointment[];
  /** Opens the Edit Client dialog for the appointment's lead. */
  onEditClient: (clientId: number) => void;
}

/** Recent Appointments (spec sections 2 and 9: the first 5), each with its took-place box and Add to calendar. */
export function RecentAppointments({ appointments, onEditClient }: RecentAppointmentsProps) {
  return (
    <ul className="grid gap-2">
      {appointments.map((appointment) => (
        <AppointmentRow key={appointment.id} appointment={appointment} onEditClient={onEditClient} />
      ))}
    </ul>
  );
}

function AppointmentRow({ appointment, onEditClient }: { appointment: Appointment; onEditClient: (id: number) => void }) {
  const id = useId();
  const update = useUpdateAppointmentStatus();
  const zone = useTimeZone();
  const completed = update.isPending ? update.variables.status === "completed" : appointment.status === "completed";
  // A future appointment cannot be ticked yet (the server refuses it too); one already ticked can be unticked.
  const notYet = !completed && !canHaveTakenPlace(new Date(appointment.scheduledAt), browserTimeZone());
  const title = appointment.type || appointment.title;

  const onTookPlace = (checked: boolean) =>
    update.mutate(
      { id: appointment.id, status: checked ? "completed" : "scheduled" },
      { onError: () => toast({ variant: "destructive", title: "Failed to update appointment. Please try again." }) },
    );

  const onAddToCalendar = () =>
    appointmentCalendarFile(appointment)
      .then(downloadFile)
      .catch(() => toast({ variant: "destructive", title: "Could not make the calendar file. Please try again." }));

  return (
    <li data-appointment={appointment.id}>
      <Card>
        <CardContent className="grid gap-1 p-3 pt-2 sm:p-4 sm:pt-2">
          <div className="grid min-w-0">
            <Button
              variant="link"
              className="h-auto min-h-11 justify-start truncate px-0 text-base font-semibold text-foreground"
              aria-label={`Edit client ${appointment.clientName}`}
              onClick={() => onEditClient(appointment.clientId)}
            >
              {appointment.clientName}
            </Button>
            <p className="text-sm text-muted-foreground">
              <time dateTime={appointment.scheduledAt}>
                {formatMoment(new Date(appointment.scheduledAt), todayIn(zone).slice(0, 4), zone)}
              </time>
              {title ? ` · ${title}` : ""}
            </p>
          </div>
          <div className="flex items-center justify-between gap-3">
            <label
              htmlFor={`${id}-took-place`}
              className="flex min-h-11 cursor-pointer items-center gap-3 text-sm"
              title={notYet ? APPOINTMENT_MESSAGES.notYetTakenPlace : undefined}
            >
              <input
                id={`${id}-took-place`}
                type="checkbox"
                className="size-5 accent-primary"
                checked={completed}
                disabled={update.isPending || notYet}
                aria-describedby={notYet ? `${id}-not-yet` : undefined}
                onChange={(event) => onTookPlace(event.target.checked)}
              />
              Appointment took place
            </label>
            {notYet ? (
              <span id={`${id}-not-yet`} className="sr-only">
                {APPOINTMENT_MESSAGES.notYetTakenPlace}
              </span>
            ) : null}
            {/* Icon only on phones, so the row stays one line beside the box; the name says it either way. */}
            <Button
              variant="ghost"
              className="size-11 px-0 sm:size-auto sm:px-3"
              onClick={onAddToCalendar}
              aria-label={`Add to calendar: ${appointment.clientName}`}
              title="Add to calendar"
            >
              <CalendarPlus aria-hidden="true" />
              <span className="hidden sm:inline">Add to calendar</span>
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
