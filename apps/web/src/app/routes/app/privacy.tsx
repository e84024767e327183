import { PrivacyPage } from "@/features/privacy/components/privacy-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function PrivacyRoute() {
  useDocumentTitle("Privacy & Security");
  return <PrivacyPage />;
}
