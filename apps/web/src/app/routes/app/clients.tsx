import { lazy, Suspense } from "react";
import { LeadsPage } from "@/features/clients/components/leads-page";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Loaded when the rep opens it. */
const AddRevenueDialog = lazy(() => import("@/features/finance/components/add-revenue-dialog"));

const addRevenue = (lead: { id: number; name: string }, onDone: () => void) => (
  <Suspense fallback={null}>
    <AddRevenueDialog lead={lead} onClose={onDone} />
  </Suspense>
);

export default function ClientsRoute() {
  useDocumentTitle("Leads");
  return <LeadsPage addRevenue={addRevenue} />;
}
