import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** A page's loading state: a spinner and a short line of text, announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center" role="status" aria-live="polite">
      <span
        className="size-7 animate-spin rounded-full border-4 border-primary-soft border-t-primary motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}

/** An answer's raw text ("500: {…}", spec section 8's error format) is for logs, not for the rep. */
const RAW_ERROR = /^\d{3}: /;
const FALLBACK_MESSAGE = "Something went wrong on our side. Check your connection and try again.";

/**
 * A page's (or a section's) error state: a human sentence and a retry ("Try again"). Keep the page's controls
 * outside it, so the rep can retry or choose something else. A `message` in the raw
 * "status: body" form is replaced by a plain sentence.
 */
export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  const sentence = message && !RAW_ERROR.test(message) ? message : FALLBACK_MESSAGE;
  return (
    <Card role="alert">
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <div className="flex items-center gap-2">
          <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          <h2 className="font-semibold">{title}</h2>
        </div>
        <p className="text-sm break-words text-muted-foreground">{sentence}</p>
        <Button variant="outline" className="justify-self-start" onClick={onRetry}>
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

/** A page's empty state: what is missing and the way to fill it. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-2 pt-5 text-center sm:pt-6">
        <h2 className="font-semibold">{title}</h2>
        {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
        {action ? <div className="mt-1 justify-self-center">{action}</div> : null}
      </CardContent>
    </Card>
  );
}
