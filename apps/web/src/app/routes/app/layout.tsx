import type { PublicUser } from "@measured/core";
import { Receipt } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { MileageIcon } from "@/components/layout/mileage-icon";
import { type DialogEntry, QuickEntryButton } from "@/features/metrics/components/quick-entry/quick-entry-button";
import { AppShell } from "@/features/shell/components/app-shell";

/** Loaded when the rep opens it, so the frame every page loads stays small. */
const QuickLeadForm = lazy(() => import("@/features/appointments/components/quick-lead-form"));
const QuickExpenseDialog = lazy(() => import("@/features/finance/components/quick-expense-dialog"));
const QuickMileageDialog = lazy(() => import("@/features/finance/components/quick-mileage-dialog"));

const logLead = (onDone: () => void) => (
  <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
    <QuickLeadForm onDone={onDone} />
  </Suspense>
);

/** Each dialog brings its own frame; nothing shows while its code loads (a moment, once). */
const FINANCE_ENTRIES: readonly DialogEntry[] = [
  {
    label: "Quick Expense",
    icon: Receipt,
    dialog: (onDone) => (
      <Suspense fallback={null}>
        <QuickExpenseDialog onClose={onDone} />
      </Suspense>
    ),
  },
  {
    label: "Log Mileage",
    icon: MileageIcon,
    dialog: (onDone) => (
      <Suspense fallback={null}>
        <QuickMileageDialog onClose={onDone} />
      </Suspense>
    ),
  },
];

/** The signed-in frame; pages load inside it so the header, navigation and quick entry stay put. */
export default function AppLayout({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <AppShell user={user} floatingAction={<QuickEntryButton logLead={logLead} dialogs={FINANCE_ENTRIES} />}>
      <Suspense fallback={<p className="py-10 text-center text-sm text-muted-foreground">Loading…</p>}>{children}</Suspense>
    </AppShell>
  );
}
