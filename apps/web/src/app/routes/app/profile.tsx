import { ProfilePage } from "@/features/profile/components/profile-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ProfileRoute() {
  useDocumentTitle("Profile");
  return <ProfilePage />;
}
