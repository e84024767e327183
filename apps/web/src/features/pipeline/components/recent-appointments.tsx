import { todayIn } from "@measured/core";
import { CalendarPlus } from "lucide-react";
import { AppointmentStatusActions } from "@/components/appointments/appointment-status-actions";
import { AppointmentStatusBadge } from "@/components/appointments/appointment-status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { formatMoment } from "@/lib/format";
import { useTimeZone } from "@/lib/time-zone";
import { appointmentCalendarFile, downloadFile } from "../api/appointment-calendar-file";
import type { Appointment } from "../api/pipeline-schema";

interface RecentAppointmentsProps {
  appointments: readonly Appointment[];
  /** Opens the Edit Client dialog for the appointment's lead. */
  onEditClient: (clientId: number) => void;
}

/**
 * Recent Appointments (spec sections 2 and 9: the first 5), each with its status, one-tap Sat, No-show,
 * Cancelled and Reschedule with Undo (decision 041), and Add to calendar.
 */
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
  const zone = useTimeZone();
  const title = appointment.type || appointment.title;

  const onAddToCalendar = () =>
    appointmentCalendarFile(appointment)
      .then(downloadFile)
      .catch(() => toast({ variant: "destructive", title: "Could not make the calendar file. Please try again." }));

  return (
    <li data-appointment={appointment.id}>
      <Card>
        <CardContent className="grid gap-1 p-3 pt-2 sm:p-4 sm:pt-2">
          <div className="flex items-start justify-between gap-2">
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
            <div className="flex shrink-0 items-center gap-1 pt-2.5">
              <AppointmentStatusBadge status={appointment.status} />
              {/* Icon only on phones, so the row stays one line beside the status; the name says it either way. */}
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
          </div>
          <AppointmentStatusActions appointment={appointment} />
        </CardContent>
      </Card>
    </li>
  );
}
