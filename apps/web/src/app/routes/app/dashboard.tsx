import type { PublicUser } from "@measured/core";
import { DashboardPage } from "@/features/metrics/components/dashboard/dashboard-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function DashboardRoute({ user }: { user: PublicUser }) {
  useDocumentTitle("Dashboard");
  return <DashboardPage industry={user.industry} />;
}
