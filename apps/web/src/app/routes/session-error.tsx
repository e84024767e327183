import { CenteredPage } from "@/components/layout/centered-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";

/** GET /api/auth/user failed with something other than 401 (offline, server error). */
export function SessionErrorRoute({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle("Connection Problem");
  return (
    <CenteredPage>
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">We couldn't reach Measured</h1>
          <CardDescription>Check your connection and try again.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button className="w-full" onClick={onRetry}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    </CenteredPage>
  );
}
