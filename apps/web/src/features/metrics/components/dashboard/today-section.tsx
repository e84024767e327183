import { type Appointment, instantToZonedDateTime, todayIn, twelveHourTime } from "@measured/core";
import { CalendarPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useDayAppointments } from "@/components/appointments/api/get-day-appointments";
import { AppointmentStatusActions } from "@/components/appointments/appointment-status-actions";
import { AppointmentStatusBadge } from "@/components/appointments/appointment-status-badge";
import { FollowUpsDue } from "@/components/follow-ups/follow-ups-due";
import { PageSection } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { formatPickerDate } from "@/lib/format";

// Opened on a tap only: outside the dashboard's first JavaScript.
const BookAppointmentForm = lazy(() =>
  import("@/components/appointments/book-appointment-form").then((m) => ({ default: m.BookAppointmentForm })),
);

/**
 * Today (issue 21, decision 044): the rep's plan before their statistics. Today's appointments in the
 * rep's zone, earliest first, each with Sat, No-show, Cancelled and Reschedule in one tap (decision 041),
 * then the follow-ups due. The server renders it from the API's answers (decision 014), so the first
 * paint already holds the plan.
 */
export function TodaySection({ timeZone }: { timeZone: string }) {
  // Fixed for the page's life with the zone (the dashboard's own rule): the key the server's answers were seeded under.
  const [today] = useState(() => todayIn(timeZone));
  const appointments = useDayAppointments(today, timeZone);
  const [booking, setBooking] = useState(false);

  const logAppointment = (
    <Button variant="outline" className="justify-self-start" onClick={() => setBooking(true)}>
      <CalendarPlus aria-hidden="true" />
      Log Appointment
    </Button>
  );

  return (
    <PageSection title="Today" description={formatPickerDate(today)} className="gap-2">
      <div className="grid gap-2" aria-busy={appointments.isPending || undefined}>
        {appointments.isPending ? (
          <TodaySkeleton />
        ) : appointments.isError ? (
          <Card className="flex flex-wrap items-center justify-between gap-2 p-3" role="alert">
            <p className="text-sm text-muted-foreground">Today's appointments could not be loaded.</p>
            <Button variant="outline" aria-label="Try again: today's appointments" onClick={() => void appointments.refetch()}>
              Try again
            </Button>
          </Card>
        ) : appointments.data.length === 0 ? (
          <Card className="grid gap-2 p-3">
            <p className="text-sm font-medium">Nothing booked today</p>
            {logAppointment}
          </Card>
        ) : (
          <>
            <ul className="grid gap-2" aria-label="Today's appointments">
              {appointments.data.map((appointment) => (
                <TodayAppointment key={appointment.id} appointment={appointment} timeZone={timeZone} />
              ))}
            </ul>
            {logAppointment}
          </>
        )}
      </div>
      <FollowUpsDue level={3} />
      <Dialog open={booking} onOpenChange={setBooking}>
        <DialogContent className="max-w-lg">
          {booking ? (
            <Suspense fallback={<DialogTitle className="sr-only">Loading</DialogTitle>}>
              <BookAppointmentForm onDone={() => setBooking(false)} />
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
    </PageSection>
  );
}

function TodayAppointment({ appointment, timeZone }: { appointment: Appointment; timeZone: string }) {
  const { time } = instantToZonedDateTime(new Date(appointment.scheduledAt), timeZone);
  const kind = appointment.type || appointment.title;
  return (
    <li data-appointment={appointment.id}>
      <Card className="grid gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium break-words">
              <time dateTime={appointment.scheduledAt} className="tabular-nums">
                {twelveHourTime(time)}
              </time>
              {" · "}
              {appointment.clientName}
            </p>
            {kind ? <p className="text-sm text-muted-foreground">{kind}</p> : null}
          </div>
          <AppointmentStatusBadge status={appointment.status} />
        </div>
        <AppointmentStatusActions appointment={appointment} />
      </Card>
    </li>
  );
}

/** The shape of one appointment while the day loads (no figures, no jump when it arrives). */
function TodaySkeleton() {
  return (
    <Card className="grid gap-2 p-3" role="status" aria-label="Loading today's appointments">
      <span className="h-4 w-40 animate-pulse rounded bg-muted motion-reduce:animate-none" />
      <span className="h-3 w-24 animate-pulse rounded bg-muted motion-reduce:animate-none" />
      <span className="h-10 w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
    </Card>
  );
}
