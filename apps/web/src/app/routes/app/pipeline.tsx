import { lazy, Suspense } from "react";
import { PipelinePage } from "@/features/pipeline/components/pipeline-page";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Loaded when the rep opens it. */
const AddRevenueDialog = lazy(() => import("@/features/finance/components/add-revenue-dialog"));

const addRevenue = (onDone: () => void) => (
  <Suspense fallback={null}>
    <AddRevenueDialog onClose={onDone} />
  </Suspense>
);

export default function PipelineRoute() {
  useDocumentTitle("Pipeline");
  return <PipelinePage addRevenue={addRevenue} />;
}
