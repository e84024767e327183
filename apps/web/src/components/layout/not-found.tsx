import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** The not-found fallback (spec section 2), used signed out and inside the app shell. */
export function NotFound() {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <div className="flex items-center gap-2">
          <CircleAlert className="size-7 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link href="/">Go to home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
