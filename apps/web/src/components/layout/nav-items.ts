import { ClipboardPenLine, Contact, Funnel, LayoutDashboard, type LucideIcon, Receipt, Target, UsersRound } from "lucide-react";
import { type AppPath, builtOnly, paths } from "@/config/paths";

export interface NavItem {
  href: AppPath;
  label: string;
  icon: LucideIcon;
}

/** Spec section 2, bottom navigation: seven items in this order (the sidebar shows the same ones). */
const SPEC_NAV_ITEMS: readonly NavItem[] = [
  { href: paths.dashboard, label: "Dashboard", icon: LayoutDashboard },
  { href: paths.dailyInput, label: "Daily Input", icon: ClipboardPenLine },
  { href: paths.pipeline, label: "Pipeline", icon: Funnel },
  { href: paths.clients, label: "Leads", icon: Contact },
  { href: paths.expenses, label: "Expenses", icon: Receipt },
  { href: paths.teams, label: "Teams", icon: UsersRound },
  { href: paths.goals, label: "Goals", icon: Target },
];

/**
 * The items shown: the spec's seven, less those whose screen a later issue builds (decision 039):
 * today Dashboard, Daily Input, Pipeline, Leads and Expenses.
 */
export const NAV_ITEMS: readonly NavItem[] = builtOnly(SPEC_NAV_ITEMS);
