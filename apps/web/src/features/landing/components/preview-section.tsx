import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import type { PreviewFrame } from "../preview/preview-carousel";

// The carousel and its slides load once the section nears the screen: the landing page's first
// JavaScript stays within its budget (issue 25), and a visitor who never scrolls downloads none of it.
const PreviewCarousel = lazy(() => import("../preview/preview-carousel"));

const FRAMES: readonly { value: PreviewFrame; label: string }[] = [
  { value: "desktop", label: "Desktop" },
  { value: "mobile", label: "Mobile" },
];

/** Preview Our CRM (spec section 2): the Desktop/Mobile toggle and the carousel, on demo data only. */
export function PreviewSection() {
  const [frame, setFrame] = useState<PreviewFrame>("desktop");
  const [near, setNear] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = anchor.current;
    if (!target || near) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && setNear(true), {
      rootMargin: "300px 0px",
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = (
    <div
      aria-hidden="true"
      className={cn(
        "mx-auto rounded-xl bg-muted",
        frame === "desktop" ? "aspect-[16/10] w-full max-w-3xl" : "aspect-[9/19.5] w-56 sm:w-64",
      )}
    />
  );
  return (
    <section aria-labelledby="preview-title" className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:py-16">
      <div className="grid justify-items-center gap-3 text-center">
        <h2 id="preview-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Preview Our CRM
        </h2>
        <p className="text-muted-foreground">The screens a rep uses every day, shown with demo data.</p>
        <fieldset className="inline-flex rounded-lg border bg-card p-1">
          <legend className="sr-only">Preview size</legend>
          {FRAMES.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={frame === value}
              onClick={() => setFrame(value)}
              className={cn(
                "min-h-11 rounded-md px-4 text-sm font-medium",
                frame === value ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>
      <div ref={anchor}>
        {near ? <Suspense fallback={placeholder}>{<PreviewCarousel frame={frame} />}</Suspense> : placeholder}
      </div>
    </section>
  );
}
