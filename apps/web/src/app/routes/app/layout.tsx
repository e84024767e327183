import type { PublicUser } from "@measured/core";
import { lazy, type ReactNode, Suspense } from "react";
import { QuickEntryButton } from "@/features/metrics/components/quick-entry/quick-entry-button";
import { AppShell } from "@/features/shell/components/app-shell";

/** Loaded when the rep opens it, so the frame every page loads stays small. */
const QuickLeadForm = lazy(() => import("@/features/appointments/components/quick-lead-form"));

const logLead = (onDone: () => void) => (
  <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
    <QuickLeadForm onDone={onDone} />
  </Suspense>
);

/** The signed-in frame; pages load inside it so the header, navigation and quick entry stay put. */
export default function AppLayout({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <AppShell user={user} floatingAction={<QuickEntryButton logLead={logLead} />}>
      <Suspense fallback={<p className="py-10 text-center text-sm text-muted-foreground">Loading…</p>}>{children}</Suspense>
    </AppShell>
  );
}
