import { RETURN_PATH_PARAM, safeReturnPath } from "@measured/core";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { paths } from "@/config/paths";
import { setAuthToken } from "@/lib/auth-token";
import { noteSignIn } from "@/lib/session-hint";
import { USER_QUERY_KEY } from "@/lib/user";

/**
 * Where to go once signed in: the screen that sent the rep here (`/signin?next=/pipeline%3Fx%3D1`,
 * decision 039) when it is a path of this site, else "/".
 */
export function returnPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM)) ?? paths.dashboard;
}

/** After login or registration: keep the token, reload the user, then go back to where the rep was headed, or "/". */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async ({ token }: { token: string }) => {
    const next = returnPath(window.location.search);
    setAuthToken(token);
    // Storage may refuse the token; the session cookie alone must still count.
    noteSignIn();
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    // In place of the sign-in page, so Back leaves the app rather than returning to a form that is done.
    navigate(next, { replace: true });
  };
}
