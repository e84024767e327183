import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { NAV_ITEMS } from "./nav-items";

/**
 * The phone and tablet bar, fixed to the bottom; from 1,024 px the sidebar replaces it. The
 * navigation, then the quick-entry + in its own slot at the right end, under the thumb: in the bar,
 * the + never lies over the page at any scroll (issue 21, decision 039). Labels stay 12 px and on
 * one line; the items take their own width and spread evenly, which with the four screens built
 * today leaves gaps between the labels at 360 px. The issue that adds the fifth destination checks
 * the bar again (shell-layout.spec.ts measures it).
 */
export function BottomNav({ action }: { action?: ReactNode }) {
  const [location] = useLocation();
  return (
    <div
      data-shell="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <div className="mx-auto flex h-16 w-full max-w-3xl items-center gap-2 px-1.5 sm:px-2">
        <nav aria-label="Main" className="h-full min-w-0 flex-1">
          <ul className="flex h-full items-stretch justify-between">
            {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
              const active = location === href;
              return (
                <li key={href} className="flex min-w-11 sm:flex-1">
                  <Link
                    href={href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex w-full flex-col items-center justify-start gap-0.5 rounded-lg px-0.5 pt-1.5 text-center text-xs leading-[1.1] font-medium tracking-[-0.01em] text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                      active && "text-primary hover:text-primary",
                    )}
                  >
                    <span
                      className={cn(
                        "flex h-7 w-10 shrink-0 items-center justify-center rounded-full",
                        active && "bg-primary-soft",
                      )}
                    >
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="whitespace-nowrap">{label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {action ? <div className="flex shrink-0 items-center pr-1 [&>button]:size-13">{action}</div> : null}
      </div>
    </div>
  );
}
