import { PipelinePage } from "@/features/pipeline/components/pipeline-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function PipelineRoute() {
  useDocumentTitle("Pipeline");
  return <PipelinePage />;
}
