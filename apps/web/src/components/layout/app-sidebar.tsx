import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { Brand } from "./brand";
import { NAV_ITEMS } from "./nav-items";

/**
 * The desktop frame (1,024 px and wider): the brand, the destinations of the bottom
 * navigation and the account menu in a fixed left column. It is the page's banner there, as
 * the top header is on phones; CSS shows one or the other, so the server-rendered page and
 * the first client render agree.
 */
interface AppSidebarProps {
  roleLabel: string;
  account: ReactNode;
  /** The quick-entry menu button: here, under the brand, it never lies over the page (decisions 020, 029). */
  quickAction?: ReactNode;
}

export function AppSidebar({ roleLabel, account, quickAction }: AppSidebarProps) {
  const [location] = useLocation();
  return (
    <header data-shell="sidebar" className="fixed inset-y-0 left-0 z-40 hidden w-60 flex-col border-r bg-card lg:flex">
      <div className="flex min-h-16 items-center border-b px-4">
        <Brand subtitle={roleLabel} />
      </div>
      {quickAction ? (
        // The + opens a menu of quick entries (decision 029); here it is a full-width row with its caption.
        <div className="px-3 pt-3 [&_[data-quick-caption]]:inline [&>button]:h-12 [&>button]:w-full [&>button]:justify-start [&>button]:gap-3 [&>button]:rounded-lg [&>button]:px-3 [&>button]:text-sm [&>button]:shadow-sm [&>button_svg]:size-5">
          {quickAction}
        </div>
      ) : null}
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
            const active = location === href;
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    active && "bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary",
                  )}
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t p-3">{account}</div>
    </header>
  );
}
