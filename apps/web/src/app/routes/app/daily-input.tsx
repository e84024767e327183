import { DailyInputPage } from "@/features/metrics/components/daily-input/daily-input-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function DailyInputRoute() {
  useDocumentTitle("Daily Input");
  return <DailyInputPage />;
}
