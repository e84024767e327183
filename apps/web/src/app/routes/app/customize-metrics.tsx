import { CustomizeMetricsPage } from "@/features/metrics/components/customize-metrics/customize-metrics-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function CustomizeMetricsRoute() {
  useDocumentTitle("Customize Metrics");
  return <CustomizeMetricsPage />;
}
