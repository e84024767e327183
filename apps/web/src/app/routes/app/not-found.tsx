import { NotFound } from "@/components/layout/not-found";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AppNotFoundRoute() {
  useDocumentTitle("Page Not Found");
  return <NotFound />;
}
