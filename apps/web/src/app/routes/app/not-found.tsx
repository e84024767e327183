import { Link } from "wouter";
import { Page, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Inside the app shell the not-found page (spec section 2) is an ordinary page: header, hint, one action. */
export default function AppNotFoundRoute() {
  useDocumentTitle("Page Not Found");
  return (
    <Page>
      <PageHeader
        title="404 Page Not Found"
        description="Did you forget to add the page to the router?"
        action={
          <Button asChild variant="outline">
            <Link href={paths.dashboard}>Go to home</Link>
          </Button>
        }
      />
    </Page>
  );
}
