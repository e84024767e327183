import { TeamsPage } from "@/features/teams/components/teams-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function TeamsRoute() {
  useDocumentTitle("Teams");
  return <TeamsPage />;
}
