import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { NAV_ITEMS } from "./nav-items";

/**
 * The phone and tablet navigation, fixed to the bottom; from 1,024 px the sidebar replaces it.
 * Labels stay 12 px: at 360 px the items take their own width (spread evenly) and "Daily Input"
 * breaks onto two lines, so every label fits inside the screen without shrinking the type.
 */
export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Main"
      data-shell="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto flex h-16 w-full max-w-3xl items-stretch justify-between px-1.5 sm:px-2">
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
                  className={cn("flex h-7 w-10 shrink-0 items-center justify-center rounded-full", active && "bg-primary-soft")}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="w-min sm:w-auto sm:whitespace-nowrap">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
