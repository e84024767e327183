import type { PublicUser } from "@measured/core";
import { lazy, Suspense } from "react";
import { DashboardPage } from "@/features/metrics/components/dashboard/dashboard-page";
import { useDocumentTitle } from "@/lib/use-document-title";

// Below the numbers and often empty: loaded after the dashboard, outside its first JavaScript.
const FollowUpsDue = lazy(() => import("@/components/follow-ups/follow-ups-due").then((m) => ({ default: m.FollowUpsDue })));

export default function DashboardRoute({ user }: { user: PublicUser }) {
  useDocumentTitle("Dashboard");
  return (
    <DashboardPage
      industry={user.industry}
      followUps={
        <Suspense fallback={null}>
          <FollowUpsDue />
        </Suspense>
      }
    />
  );
}
