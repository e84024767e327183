import { CenteredPage } from "@/components/layout/centered-page";
import { NotFound } from "@/components/layout/not-found";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function NotFoundRoute() {
  useDocumentTitle("Page Not Found");
  return (
    <CenteredPage>
      <NotFound />
    </CenteredPage>
  );
}
