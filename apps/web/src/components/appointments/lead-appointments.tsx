import { useLeadAppointments } from "./api/get-lead-appointments";
import { AppointmentStatusActions } from "./appointment-status-actions";
import { AppointmentStatusBadge } from "./appointment-status-badge";

const when = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * A lead's appointments (Edit Lead; decision 041), each with its status and the same one-tap Sat,
 * No-show, Cancelled and Reschedule with Undo as the pipeline's. Nothing shows while there are none.
 */
export function LeadAppointments({ clientId }: { clientId: number }) {
  const appointments = useLeadAppointments(clientId);
  if (appointments.isError) return <p className="text-sm text-destructive">Appointments could not be loaded.</p>;
  if (!appointments.data || appointments.data.length === 0) return null;
  return (
    <section aria-label="Appointments" className="grid gap-2">
      <h3 className="text-sm font-semibold">Appointments</h3>
      <ul className="grid gap-2">
        {appointments.data.map((appointment) => (
          <li key={appointment.id} data-appointment={appointment.id} className="grid gap-2 rounded-lg border border-border p-3">
            <div className="flex items-start justify-between gap-2">
              <p className="text-sm">
                <time dateTime={appointment.scheduledAt}>{when.format(new Date(appointment.scheduledAt))}</time>
                {appointment.type || appointment.title ? (
                  <span className="text-muted-foreground"> · {appointment.type || appointment.title}</span>
                ) : null}
              </p>
              <AppointmentStatusBadge status={appointment.status} />
            </div>
            <AppointmentStatusActions appointment={appointment} />
          </li>
        ))}
      </ul>
    </section>
  );
}
