import { CalendarPlus, DollarSign, UserPlus, Users } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "wouter";
import { Page, PageHeader, PageSection } from "@/components/layout/page";
import { EmptyState, ErrorState, LoadingState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { usePipeline } from "../api/get-pipeline";
import { Cancellations } from "./cancellations";
import { ConversionInsights } from "./conversion-insights";
import { PipelineFunnel } from "./pipeline-funnel";
import { RecentAppointments } from "./recent-appointments";
import { RevenueProjections } from "./revenue-projections";

// The dialogs' forms (react-hook-form, their schemas) load when one opens: the screen stays under its budget.
const BookAppointmentForm = lazy(() =>
  import("@/components/appointments/book-appointment-form").then((m) => ({ default: m.BookAppointmentForm })),
);
const NewLeadForm = lazy(() => import("./new-lead-form").then((m) => ({ default: m.NewLeadForm })));
const EditClientForm = lazy(() => import("./edit-client-form").then((m) => ({ default: m.EditClientForm })));

type Open = { kind: "appointment" } | { kind: "lead" } | { kind: "client"; clientId: number } | { kind: "revenue" } | null;

interface PipelinePageProps {
  /**
   * Add Revenue's dialog, whole and open (the finance feature's, given by the route so this feature does
   * not import it); `onDone` closes it.
   */
  addRevenue?: (onDone: () => void) => ReactNode;
}

/**
 * Pipeline (spec section 2): Log Appointment, New Lead, Add Revenue and View Leads; the funnel,
 * cancellations, insights, recent appointments and projections from GET /api/pipeline. Two columns from
 * 1,024 px.
 */
export function PipelinePage({ addRevenue }: PipelinePageProps) {
  const pipeline = usePipeline();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const logAppointment = (
    <Button onClick={() => setOpen({ kind: "appointment" })}>
      <CalendarPlus aria-hidden="true" />
      Log Appointment
    </Button>
  );

  return (
    <Page>
      <PageHeader
        title="Pipeline"
        description="Where every lead stands, from the first knock to the install."
        action={logAppointment}
        actions={
          <>
            <Button variant="outline" onClick={() => setOpen({ kind: "lead" })}>
              <UserPlus aria-hidden="true" />
              New Lead
            </Button>
            {addRevenue ? (
              <Button variant="outline" onClick={() => setOpen({ kind: "revenue" })}>
                <DollarSign aria-hidden="true" />
                Add Revenue
              </Button>
            ) : null}
            <Button variant="outline" asChild>
              <Link href={paths.clients}>
                <Users aria-hidden="true" />
                View Leads
              </Link>
            </Button>
          </>
        }
      />
      {pipeline.isPending ? <LoadingState label="Loading your pipeline…" /> : null}
      {pipeline.isError ? (
        <ErrorState
          title="Your pipeline could not be loaded"
          message={pipeline.error.message}
          onRetry={() => void pipeline.refetch()}
        />
      ) : null}
      {pipeline.data ? (
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          <div className="grid content-start gap-6 lg:gap-8">
            <PageSection
              title="Sales Pipeline"
              description="Each step counts the leads that got at least that far; a step's percentage is of the step above. Below each count, how many are at that step now."
            >
              <PipelineFunnel stages={pipeline.data.stages} />
            </PageSection>
            <PageSection title="Cancellations">
              <Cancellations groups={pipeline.data.cancellations} />
            </PageSection>
            <PageSection title="Revenue Projections">
              <RevenueProjections projections={pipeline.data.projections} />
            </PageSection>
          </div>
          <div className="grid content-start gap-6 lg:gap-8">
            <PageSection title="Recent Appointments">
              {pipeline.data.recentAppointments.length === 0 ? (
                <EmptyState title="No appointments yet" action={logAppointment}>
                  Log the appointments you set and mark each one Sat, No-show or Cancelled.
                </EmptyState>
              ) : (
                <RecentAppointments
                  appointments={pipeline.data.recentAppointments}
                  onEditClient={(clientId) => setOpen({ kind: "client", clientId })}
                />
              )}
            </PageSection>
            <PageSection title="Conversion Insights">
              <ConversionInsights insights={pipeline.data.insights} />
            </PageSection>
          </div>
        </div>
      ) : null}
      {open?.kind === "revenue" && addRevenue ? addRevenue(close) : null}
      <Dialog open={open !== null && open.kind !== "revenue"} onOpenChange={(next) => (next ? null : close())}>
        <DialogContent className="max-w-lg">
          <Suspense fallback={<DialogLoading />}>
            {open?.kind === "appointment" ? <BookAppointmentForm onDone={close} /> : null}
            {open?.kind === "lead" ? <NewLeadForm onDone={close} /> : null}
            {open?.kind === "client" ? <EditClientForm clientId={open.clientId} onDone={close} /> : null}
          </Suspense>
        </DialogContent>
      </Dialog>
    </Page>
  );
}

/** While a dialog's form loads: its title for screen readers, and a line of text. */
function DialogLoading() {
  return (
    <>
      <DialogTitle className="sr-only">Loading</DialogTitle>
      <p className="text-sm text-muted-foreground">Loading…</p>
    </>
  );
}
