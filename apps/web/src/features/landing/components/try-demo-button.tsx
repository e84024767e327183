import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { apiRequest, HttpError } from "@/lib/api-client";
import { setAuthToken } from "@/lib/auth-token";
import { noteSignIn } from "@/lib/session-hint";
import { useHydrated } from "@/lib/use-hydrated";
import { USER_QUERY_KEY } from "@/lib/user";

const FAILED = "The demo could not be opened. Please try again.";

/** The server's own words (a 429 says when to try again), else a plain failure. */
function messageOf(error: unknown): string {
  if (!(error instanceof HttpError)) return FAILED;
  try {
    const { message } = JSON.parse(error.bodyText) as { message?: unknown };
    return typeof message === "string" && message ? message : FAILED;
  } catch {
    return FAILED;
  }
}

/**
 * Try the demo (issue 25, decision 068): POST /api/auth/demo opens a throwaway account with a solar rep's
 * few months and signs it in, then the app shows its dashboard. Only modules the entry chunk already
 * holds (the API client, the token, the user query): the landing page's JavaScript budget.
 */
export function TryDemoButton() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // The prerendered page shows the button before the app is running: a press then would be lost.
  const hydrated = useHydrated();

  const open = async () => {
    setOpening(true);
    setError(null);
    try {
      const response = await apiRequest("POST", "/api/auth/demo", { body: {} });
      const { token } = (await response.json()) as { token: string };
      setAuthToken(token);
      noteSignIn();
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      navigate(paths.dashboard, { replace: true });
    } catch (caught) {
      setError(messageOf(caught));
      setOpening(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Button
        size="lg"
        variant="outline"
        onClick={open}
        disabled={opening || !hydrated}
        aria-describedby={error ? errorId : undefined}
        aria-busy={opening}
      >
        {opening ? "Opening the demo…" : "Try the Demo"}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="max-w-xs text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
