import { GoalsPage } from "@/features/goals/components/goals-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function GoalsRoute() {
  useDocumentTitle("Goals");
  return <GoalsPage />;
}
