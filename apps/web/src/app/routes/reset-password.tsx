import { ResetPasswordPage } from "@/features/auth/components/reset-password-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ResetPasswordRoute() {
  useDocumentTitle("Reset Password");
  return <ResetPasswordPage />;
}
