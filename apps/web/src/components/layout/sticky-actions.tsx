import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/cn";

/** Read by the toast viewport (components/ui/toast.tsx), which rises above the bar. */
const HEIGHT_VARIABLE = "--sticky-actions-height";

/**
 * A page's primary action kept in reach at the bottom (Daily Input's Save): sticky just above the
 * bottom bar on phones, at the bottom edge from 1,024 px. While it is on screen its height is a CSS
 * variable, so toasts sit above it and never over Save (issue 21, decision 039).
 */
export function StickyActions({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
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
