import { ClipboardPenLine, Contact, Funnel, LayoutDashboard, type LucideIcon, Receipt, Target, UsersRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { type AppPath, paths } from "@/config/paths";
import { cn } from "@/lib/cn";

interface NavItem {
  href: AppPath;
  label: string;
  icon: LucideIcon;
}

/** Spec section 2, bottom navigation: seven items in this order. */
const NAV_ITEMS: readonly NavItem[] = [
  { href: paths.dashboard, label: "Dashboard", icon: LayoutDashboard },
  { href: paths.dailyInput, label: "Daily Input", icon: ClipboardPenLine },
  { href: paths.pipeline, label: "Pipeline", icon: Funnel },
  { href: paths.clients, label: "Leads", icon: Contact },
  { href: paths.expenses, label: "Expenses", icon: Receipt },
  { href: paths.teams, label: "Teams", icon: UsersRound },
  { href: paths.goals, label: "Goals", icon: Target },
];

export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-40 border-t bg-card pb-[env(safe-area-inset-bottom)]">
      <ul className="mx-auto flex w-full max-w-3xl">
        {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
          const active = location === href;
          return (
            <li key={href} className="min-w-0 flex-1">
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-0.5 py-1 text-center text-[10px] leading-tight font-medium tracking-[-0.03em] whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:text-xs sm:tracking-normal",
                  active && "text-primary hover:text-primary",
                )}
              >
                <span className={cn("flex h-7 w-10 items-center justify-center rounded-full", active && "bg-primary-soft")}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
