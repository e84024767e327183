import { SignInPage } from "@/features/auth/components/sign-in-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function SignInRoute() {
  useDocumentTitle("Sign In");
  return <SignInPage />;
}
