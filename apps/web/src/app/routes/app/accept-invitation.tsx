import { ACCEPT_INVITATION_TITLE, AcceptInvitationPage } from "@/features/teams/components/accept-invitation-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AcceptInvitationRoute() {
  useDocumentTitle(ACCEPT_INVITATION_TITLE);
  return <AcceptInvitationPage />;
}
