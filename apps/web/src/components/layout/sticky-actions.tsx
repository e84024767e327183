import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/cn";

/** Read by the toast viewport (components/ui/toast.tsx), which rises above the bar. */
const HEIGHT_VARIABLE = "--sticky-actions-height";

/**
 * A page's primary action kept in reach at the bottom (Daily Input's Save): sticky just above the
 * bottom bar on phones, at the bottom edge from 1,024 px. While it is on screen, how far its top stands
 * above the line it sticks to is a CSS variable, so toasts sit above it and never over Save (issue 21,
 * decision 039). That is its height while it is stuck, and more at the end of the page, where it rests
 * in place above the page's bottom padding (a toast there covered Save on a desktop).
 */
export function StickyActions({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      const stuckAt = window.innerHeight - (Number.parseFloat(getComputedStyle(element).bottom) || 0);
      // Scrolled past (the page goes on below it): nothing to rise above.
      const above = rect.bottom <= 0 ? 0 : Math.max(element.offsetHeight, Math.round(stuckAt - rect.top));
      root.style.setProperty(HEIGHT_VARIABLE, `${above}px`);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(onScroll);
    observer.observe(element);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);
  return (
    <div
      ref={ref}
      data-sticky-actions=""
      className={cn("sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 lg:bottom-0", className)}
    >
      {children}
    </div>
  );
}
