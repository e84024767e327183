import { DailyInputFixedPage } from "@/features/metrics/components/daily-input/daily-input-fixed-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function DailyInputFixedRoute() {
  useDocumentTitle("Daily Input - June 3rd, 2025");
  return <DailyInputFixedPage />;
}
