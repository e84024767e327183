import { ArrowLeft, CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** The heading the spec fixes (section 2); tests and reps both look for it. */
export const NOT_FOUND_TITLE = "404 Page Not Found";

/**
 * What the page says to a rep, in their words (issue 21): the spec's hint, "Did you forget to add
 * the page to the router?", spoke to a developer (decision 039).
 */
export const NOT_FOUND_MESSAGE = "There is no page at this address. The link may be old or mistyped.";

interface NotFoundActionsProps {
  /** Where "home" is: the dashboard when signed in, the landing page when signed out. */
  homeHref: string;
  homeLabel: string;
}

/** The ways back: home, and the page the rep came from. */
export function NotFoundActions({ homeHref, homeLabel }: NotFoundActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link href={homeHref}>{homeLabel}</Link>
      </Button>
      <Button variant="outline" onClick={() => window.history.back()}>
        <ArrowLeft aria-hidden="true" />
        Go back
      </Button>
    </div>
  );
}

/** The not-found page signed out (spec section 2): its heading, a plain sentence, the ways back. */
export function NotFound() {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <div className="flex items-center gap-2">
          <CircleAlert className="size-7 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
        </div>
        <p className="text-sm text-muted-foreground">{NOT_FOUND_MESSAGE}</p>
        <NotFoundActions homeHref="/" homeLabel="Go to home" />
      </CardContent>
    </Card>
  );
}
