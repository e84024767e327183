import { ChevronLeft, ChevronRight } from "lucide-react";
import { type PointerEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { stepSlide, swipeStep } from "./carousel-steps";
import { SLIDES } from "./slides";

export type PreviewFrame = "desktop" | "mobile";

/**
 * Preview Our CRM's carousel (spec sections 2 and 4): five slides in a laptop or phone frame, arrows, dots,
 * the arrow keys and a swipe, wrapping at both ends. Its own chunk, loaded when the section scrolls into view.
 */
export default function PreviewCarousel({ frame }: { frame: PreviewFrame }) {
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const go = (delta: number) => setIndex((i) => stepSlide(i, delta, SLIDES.length));
  const current = SLIDES[index] ?? SLIDES[0];
  if (!current) return null;
  const { title, Slide } = current;

  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    if (!start.current) return;
    const step = swipeStep(e.clientX - start.current.x, e.clientY - start.current.y);
    start.current = null;
    if (step !== 0) go(step);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Preview of the app"
      className="grid justify-items-center gap-4"
      onKeyDown={(e) => {
        if (e.key === "ArrowLeft") go(-1);
        if (e.key === "ArrowRight") go(1);
      }}
    >
      <div className="flex w-full items-center justify-center gap-2 sm:gap-4">
        <Button variant="outline" size="icon" aria-label="Previous slide" onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div
          className={cn(
            "overflow-hidden border-4 border-foreground/80 bg-card shadow-xl",
            frame === "desktop" ? "w-full max-w-3xl rounded-xl" : "w-56 rounded-[2rem] sm:w-64",
          )}
        >
          {frame === "desktop" ? (
            <div className="flex items-center gap-2 border-b bg-muted px-3 py-1.5" data-testid="preview-address-bar">
              <span className="flex gap-1" aria-hidden="true">
                <span className="size-2 rounded-full bg-destructive/70" />
                <span className="size-2 rounded-full bg-muted-foreground/50" />
                <span className="size-2 rounded-full bg-success/70" />
              </span>
              <span className="flex-1 truncate rounded bg-background px-2 py-0.5 text-xs text-muted-foreground">
                measured.app · {title}
              </span>
            </div>
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide a group (role group, roledescription slide); a fieldset is for form controls */}
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${SLIDES.length}: ${title}`}
            data-testid="preview-slide"
            className={cn("touch-pan-y select-none", frame === "desktop" ? "aspect-[16/10]" : "aspect-[9/19.5]")}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
            }}
          >
            <Slide />
          </div>
        </div>
        <Button variant="outline" size="icon" aria-label="Next slide" onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="flex gap-1">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            aria-label={`Show slide ${i + 1}: ${slide.title}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => setIndex(i)}
            className="flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className={cn("size-2.5 rounded-full", i === index ? "bg-primary" : "bg-muted-foreground/40")} />
          </button>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        Slide {index + 1} of {SLIDES.length}: {title}
      </p>
    </section>
  );
}
