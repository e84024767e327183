import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { paths } from "@/config/paths";
import { setAuthToken } from "@/lib/auth-token";
import { noteSignIn } from "@/lib/session-hint";
import { USER_QUERY_KEY } from "@/lib/user";

/** After login or registration: keep the token, reload the user, then go to "/". */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async ({ token }: { token: string }) => {
    setAuthToken(token);
    // Storage may refuse the token; the session cookie alone must still count.
    noteSignIn();
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    // In place of the sign-in page, so Back leaves the app rather than returning to a form that is done.
    navigate(paths.dashboard, { replace: true });
  };
}
