import { CONFIRM_EMAIL_TITLE, ConfirmEmailPage } from "@/features/auth/components/confirm-email-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ConfirmEmailRoute() {
  useDocumentTitle(CONFIRM_EMAIL_TITLE);
  return <ConfirmEmailPage />;
}
