import { LeadsPage } from "@/features/clients/components/leads-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ClientsRoute() {
  useDocumentTitle("Leads");
  return <LeadsPage />;
}
