import { UNSUBSCRIBE_TITLE, UnsubscribePage } from "@/features/settings/components/unsubscribe-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function UnsubscribeRoute() {
  useDocumentTitle(UNSUBSCRIBE_TITLE);
  return <UnsubscribePage />;
}
