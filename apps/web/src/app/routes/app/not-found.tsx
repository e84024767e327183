import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE, NotFoundActions } from "@/components/layout/not-found";
import { Page, PageHeader } from "@/components/layout/page";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Inside the app shell the not-found page (spec section 2) is an ordinary page: header, sentence, the ways back. */
export default function AppNotFoundRoute() {
  useDocumentTitle("Page Not Found");
  return (
    <Page>
      <PageHeader title={NOT_FOUND_TITLE} description={NOT_FOUND_MESSAGE} />
      <NotFoundActions homeHref={paths.dashboard} homeLabel="Go to Dashboard" />
    </Page>
  );
}
