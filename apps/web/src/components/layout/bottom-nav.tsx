import { Ellipsis, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { DeferredMenu } from "@/components/ui/deferred-menu";
import { cn } from "@/lib/cn";
import { NAV_ITEMS, phoneBar } from "./nav-items";

const { bar: BAR_ITEMS, more: MORE_ITEMS } = phoneBar(NAV_ITEMS);

const ITEM_CLASS =
  "flex w-full flex-col items-center justify-start gap-0.5 rounded-lg px-0.5 pt-1.5 text-center text-xs leading-[1.1] font-medium tracking-[-0.01em] text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset";

/** An item's face: the icon in its pill (filled when current) over the 12-px label. */
function ItemFace({ icon: Icon, label, active }: { icon: LucideIcon; label: string; active: boolean }) {
  return (
    <>
      <span className={cn("flex h-7 w-10 shrink-0 items-center justify-center rounded-full", active && "bg-primary-soft")}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="whitespace-nowrap">{label}</span>
    </>
  );
}

/**
 * The phone and tablet bar, fixed to the bottom; from 1,024 px the sidebar replaces it. The
 * navigation, then the quick-entry + in its own slot at the right end, under the thumb: in the bar,
 * the + never lies over the page at any scroll (issue 21, decision 039). Labels stay 12 px and on
 * one line. Below 640 px five slots fit (shell-layout.spec.ts measures them at 360 px): with more
 * destinations than that, the fifth is More, a menu of the rest (decision 061); from 640 px every
 * destination has its own slot.
 */
export function BottomNav({ action }: { action?: ReactNode }) {
  const [location] = useLocation();
  const inMore = MORE_ITEMS.some((item) => item.href === location);
  return (
    <div
      data-shell="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <div className="mx-auto flex h-16 w-full max-w-3xl items-center gap-2 px-1.5 sm:px-2">
        <nav aria-label="Main" className="h-full min-w-0 flex-1">
          <ul className="flex h-full items-stretch justify-between">
            {[...BAR_ITEMS, ...MORE_ITEMS].map(({ href, label, icon }) => {
              const active = location === href;
              const overflow = MORE_ITEMS.some((item) => item.href === href);
              return (
                <li key={href} className={cn("flex min-w-11 sm:flex-1", overflow && "hidden sm:flex")}>
                  <Link
                    href={href}
                    aria-current={active ? "page" : undefined}
                    className={cn(ITEM_CLASS, active && "text-primary hover:text-primary")}
                  >
                    <ItemFace icon={icon} label={label} active={active} />
                  </Link>
                </li>
              );
            })}
            {MORE_ITEMS.length > 0 ? (
              <li className="flex min-w-11 sm:hidden">
                <DeferredMenu
                  side="top"
                  align="end"
                  className="min-w-48"
                  entries={MORE_ITEMS.map(({ href, label, icon }) => ({
                    kind: "link",
                    key: href,
                    href,
                    label,
                    icon,
                    current: location === href,
                  }))}
                  trigger={
                    <button type="button" className={cn(ITEM_CLASS, inMore && "text-primary hover:text-primary")}>
                      <ItemFace icon={Ellipsis} label="More" active={inMore} />
                    </button>
                  }
                />
              </li>
            ) : null}
          </ul>
        </nav>
        {action ? <div className="flex shrink-0 items-center pr-1 [&>button]:size-13">{action}</div> : null}
      </div>
    </div>
  );
}
