import type { PublicUser } from "@measured/core";
import { type ReactNode, Suspense } from "react";
import { QuickEntryButton } from "@/features/metrics/components/quick-entry/quick-entry-button";
import { AppShell } from "@/features/shell/components/app-shell";

/** The signed-in frame; pages load inside it so the header, navigation and quick entry stay put. */
export default function AppLayout({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <AppShell user={user} floatingAction={<QuickEntryButton />}>
      <Suspense fallback={<p className="py-10 text-center text-sm text-muted-foreground">Loading…</p>}>{children}</Suspense>
    </AppShell>
  );
}
