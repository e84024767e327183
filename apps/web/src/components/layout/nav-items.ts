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
 * all seven now that Teams is built.
 */
export const NAV_ITEMS: readonly NavItem[] = builtOnly(SPEC_NAV_ITEMS);

/** What a phone's bar holds beside the quick-entry +: five slots of 12-px labels at 360 px (decision 061). */
export const PHONE_BAR_SLOTS = 5;

/**
 * A phone's bar: every item when they fit its slots, else the first four and a More menu with the rest,
 * in the spec's order (decision 061). From 640 px the bar has room for all of them.
 */
export function phoneBar(items: readonly NavItem[]): { bar: readonly NavItem[]; more: readonly NavItem[] } {
  if (items.length <= PHONE_BAR_SLOTS) return { bar: items, more: [] };
  return { bar: items.slice(0, PHONE_BAR_SLOTS - 1), more: items.slice(PHONE_BAR_SLOTS - 1) };
}
