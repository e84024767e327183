import { ChevronRight } from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { Link } from "wouter";
import { LoadingState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";

/** A figure that opens its records: the figure itself, as a button saying what it opens. */
export function RecordsButton({
  label,
  title,
  className,
  children,
  sheet,
}: {
  /** The button's accessible name, e.g. "Deals Closed: show the records behind 5". */
  label: string;
  /** The sheet's title, shown while its code loads. */
  title: string;
  className?: string;
  children: ReactNode;
  /** The sheet's content, made only while it is open (it asks the server). */
  sheet: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // A server-rendered figure is on screen before its handler: a tap then would be lost (the figure
  // still reads as it is, only the button waits).
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        aria-label={label}
        aria-haspopup="dialog"
        className={cn(
          "cursor-pointer rounded-md underline decoration-dotted decoration-muted-foreground/50 underline-offset-4 hover:decoration-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          className,
        )}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        {/* A bottom sheet on a phone, the usual centred dialog from 640 px. */}
        <DialogContent className="max-sm:top-auto max-sm:bottom-0 max-sm:max-h-[85dvh] max-sm:w-full max-sm:max-w-none max-sm:translate-y-0 max-sm:rounded-b-none">
          {open ? (
            <Suspense
              fallback={
                <>
                  <DialogHeader>
                    <DialogTitle>{title}</DialogTitle>
                  </DialogHeader>
                  <LoadingState label="Loading the records…" />
                </>
              }
            >
              {sheet()}
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** One record: a link to where it lives, what it is, and its figure. */
export function RecordRow({
  href,
  primary,
  secondary,
  value,
}: {
  href: string;
  primary: string;
  secondary: string;
  value: string;
}) {
  return (
    <li>
      <Link
        href={href}
        className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="grid min-w-0 flex-1">
          <span className="truncate text-sm font-medium">{primary}</span>
          <span className="truncate text-xs text-muted-foreground">{secondary}</span>
        </span>
        <span className="text-sm font-semibold tabular-nums">{value}</span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** A titled list of records (nothing when it is empty). */
export function RecordList({ title, children, count }: { title: string; children: ReactNode; count: number }) {
  if (count === 0) return null;
  return (
    <section className="grid gap-1" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid">{children}</ul>
    </section>
  );
}

/** The loading, error and "more" states every records sheet shares. */
export function RecordsState({
  isPending,
  isError,
  onRetry,
  hasMore,
  loadingMore,
  onMore,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  if (isPending) return <LoadingState label="Loading the records…" />;
  if (isError) {
    return (
      <div className="grid gap-2" role="alert">
        <p className="text-sm text-destructive">The records could not be loaded. Check your connection and try again.</p>
        <Button variant="outline" className="justify-self-start" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="justify-self-start" disabled={loadingMore} onClick={onMore}>
      {loadingMore ? "Loading…" : "Show more"}
    </Button>
  );
}
