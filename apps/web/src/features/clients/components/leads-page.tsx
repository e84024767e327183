import { type DerivedLeadStatus, TEXT_LIMITS, textProblem, todayIn } from "@measured/core";
import { Download, Plus, Upload } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { FollowUpsDue } from "@/components/follow-ups/follow-ups-due";
import { Page, PageHeader, PageSection } from "@/components/layout/page";
import { EmptyState, ErrorState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useTimeZone } from "@/lib/time-zone";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useWideScreen } from "@/lib/use-wide-screen";
import type { Client } from "../api/client-schema";
import { useClientSummary } from "../api/get-client-summary";
import { useLeadFromAddress } from "../hooks/use-lead-from-address";
import { useReturnFocus } from "../hooks/use-return-focus";
import { DeleteLeadDialog } from "./delete-lead-dialog";
import { leadName } from "./lead-card";
import { LeadFilters } from "./lead-filters";
import { LeadInsights } from "./lead-insights";
import { LeadList, LeadListSkeleton } from "./lead-list";
import { LeadStats, LeadStatsSkeleton } from "./lead-stats";
import { loadErrorSentence } from "./load-error";

const SEARCH_PAUSE_MS = 300;

// The dialog (react-hook-form and the form schema) is not needed to show the list: it loads after the
// page has shown, so the screen's first JavaScript stays inside its budget (decision 028).
const loadLeadDialog = () => import("./lead-dialog");
const LeadDialog = lazy(() => loadLeadDialog().then((m) => ({ default: m.LeadDialog })));
const BookAppointmentForm = lazy(() =>
  import("@/components/appointments/book-appointment-form").then((m) => ({ default: m.BookAppointmentForm })),
);
// The desktop table and its detail (decision 045): only a wide screen loads them.
const LeadsDesk = lazy(() => import("./leads-desk").then((m) => ({ default: m.LeadsDesk })));
const ImportLeadsDialog = lazy(() => import("./import-leads-dialog").then((m) => ({ default: m.ImportLeadsDialog })));

/**
 * Leads (/clients, spec section 2). Phone: one column, figures first, then the cards. From 1,024 px
 * (decision 045) the figures, follow-ups and insights sit in a row above a sortable table, with the
 * chosen lead beside it.
 */
interface LeadsPageProps {
  /**
   * Add Revenue's dialog for a signed lead, whole and open (the finance feature's, given by the route so
   * this feature does not import it); `onDone` closes it.
   */
  addRevenue?: (lead: { id: number; name: string }, onDone: () => void) => ReactNode;
}

export function LeadsPage({ addRevenue }: LeadsPageProps = {}) {
  const summary = useClientSummary();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<DerivedLeadStatus | "">("");
  // A search the server would refuse (a control or invisible character, too long) is said under the
  // box and not sent; the list keeps the last search it could answer.
  const searchProblem = textProblem(search, { label: "Search", max: TEXT_LIMITS.search, allowEmpty: true });
  const [lastGoodSearch, setLastGoodSearch] = useState("");
  if (!searchProblem && lastGoodSearch !== search) setLastGoodSearch(search);
  const q = useDebouncedValue(lastGoodSearch.trim(), SEARCH_PAUSE_MS);
  const [editing, setEditing] = useState<{ lead: Client | null } | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const focus = useReturnFocus();
  const openEditor = (lead: Client | null) => {
    focus.remember();
    setEditing({ lead });
  };
  const closeEditor = () => {
    setEditing(null);
    focus.restore();
  };
  // A figure's records open a lead here (/clients?lead=12, decision 047).
  useLeadFromAddress(openEditor);
  const [booking, setBooking] = useState<Client | null>(null);
  const openBooking = (lead: Client) => {
    // From the Edit Lead dialog the focus goes back to what opened that one.
    if (editing) setEditing(null);
    else focus.remember();
    setBooking(lead);
  };
  const closeBooking = () => {
    setBooking(null);
    focus.restore();
  };
  const [revenueFor, setRevenueFor] = useState<Client | null>(null);
  const openRevenue = (lead: Client) => {
    focus.remember();
    setRevenueFor(lead);
  };
  const closeRevenue = () => {
    setRevenueFor(null);
    focus.restore();
  };
  const askDelete = (lead: Client) => {
    focus.remember();
    setDeleting(lead);
  };
  const closeDelete = () => {
    setDeleting(null);
    focus.restore();
  };
  // The rep's zone, also while the server renders the page (decision 014).
  const today = todayIn(useTimeZone());
  const wide = useWideScreen();
  const clearFilters = () => {
    setSearch("");
    setStatus("");
  };
  useEffect(() => {
    void loadLeadDialog();
  }, []);

  const addLead = (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      Add Lead
    </Button>
  );
  const noLeadsAtAll = summary.data?.totalLeads === 0;
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      // Loaded on the press: the page's first JavaScript stays in its budget.
      const { exportLeads } = await import("../api/export-leads");
      await exportLeads();
    } catch {
      toast({ variant: "destructive", title: "Your leads could not be exported. Please try again." });
    } finally {
      setExporting(false);
    }
  };
  const csvActions = (
    <>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload aria-hidden="true" />
        Import CSV
      </Button>
      {noLeadsAtAll ? null : (
        <Button variant="outline" disabled={exporting} onClick={() => void download()}>
          <Download aria-hidden="true" />
          {exporting ? "Exporting…" : "Export CSV"}
        </Button>
      )}
    </>
  );

  let body: ReactNode;
  if (summary.isError) {
    body = (
      <ErrorState
        title="Your leads could not be loaded"
        message={loadErrorSentence(summary.error)}
        onRetry={() => void summary.refetch()}
      />
    );
  } else if (noLeadsAtAll) {
    body = (
      <EmptyState title="No leads yet" action={addLead}>
        Add the people you meet at the door, and follow each one from appointment to install.
      </EmptyState>
    );
  } else if (wide) {
    body = (
      <>
        <div className="flex flex-wrap items-start gap-6 [&>*]:min-w-72 [&>*]:flex-1">
          {summary.data ? <LeadStats summary={summary.data} /> : <LeadStatsSkeleton />}
          <FollowUpsDue />
          {summary.data ? <LeadInsights summary={summary.data} /> : null}
        </div>
        <PageSection title="Your leads">
          <LeadFilters
            search={search}
            searchProblem={searchProblem}
            onSearchChange={setSearch}
            status={status}
            onStatusChange={setStatus}
          />
          <Suspense fallback={<LeadListSkeleton />}>
            <LeadsDesk
              filters={{ q, status }}
              today={today}
              onEdit={openEditor}
              onDelete={askDelete}
              onBook={openBooking}
              onAddRevenue={addRevenue ? openRevenue : undefined}
              onClearFilters={clearFilters}
            />
          </Suspense>
        </PageSection>
      </>
    );
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="grid gap-6 lg:sticky lg:top-4">
          {summary.data ? <LeadStats summary={summary.data} /> : <LeadStatsSkeleton />}
          <FollowUpsDue />
          {summary.data ? <LeadInsights summary={summary.data} /> : null}
        </div>
        <PageSection title="Your leads">
          <LeadFilters
            search={search}
            searchProblem={searchProblem}
            onSearchChange={setSearch}
            status={status}
            onStatusChange={setStatus}
          />
          {summary.data ? (
            <LeadList
              filters={{ q, status }}
              today={today}
              onEdit={openEditor}
              onDelete={askDelete}
              onBook={openBooking}
              onAddRevenue={addRevenue ? openRevenue : undefined}
              onClearFilters={clearFilters}
            />
          ) : (
            <LeadListSkeleton />
          )}
        </PageSection>
      </div>
    );
  }

  return (
    <Page>
      <PageHeader title="Leads" description="From the first knock to the install" action={addLead} actions={csvActions} />
      {body}
      {editing ? (
        <Suspense fallback={null}>
          <LeadDialog lead={editing.lead} open onOpenChange={(open) => !open && closeEditor()} onBook={openBooking} />
        </Suspense>
      ) : null}
      <Dialog open={booking !== null} onOpenChange={(open) => (open ? null : closeBooking())}>
        <DialogContent className="max-w-lg">
          <Suspense fallback={<DialogTitle className="sr-only">Loading</DialogTitle>}>
            {booking ? <BookAppointmentForm lead={{ id: booking.id, name: leadName(booking) }} onDone={closeBooking} /> : null}
          </Suspense>
        </DialogContent>
      </Dialog>
      {revenueFor && addRevenue ? addRevenue({ id: revenueFor.id, name: leadName(revenueFor) }, closeRevenue) : null}
      <DeleteLeadDialog lead={deleting} onClose={closeDelete} />
      {importing ? (
        <Suspense fallback={null}>
          <ImportLeadsDialog open onOpenChange={setImporting} />
        </Suspense>
      ) : null}
    </Page>
  );
}
