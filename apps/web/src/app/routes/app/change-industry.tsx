import type { PublicUser } from "@measured/core";
import { ChangeIndustryPage } from "@/features/change-industry/components/change-industry-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ChangeIndustryRoute({ user }: { user: PublicUser }) {
  useDocumentTitle("Change Industry Template");
  return <ChangeIndustryPage industry={user.industry} />;
}
