import { FinancePage } from "@/features/finance/components/finance-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ExpensesRoute() {
  useDocumentTitle("Expenses");
  return <FinancePage />;
}
