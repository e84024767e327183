import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { resetPassword } from "@/features/auth/api/reset-password";
import { validateResetTokenQueryOptions } from "@/features/auth/api/validate-reset-token";
import { ResetPasswordPage } from "@/features/auth/components/reset-password-page";
import { clearAuthToken } from "@/lib/auth-token";
import { useDocumentTitle } from "@/lib/use-document-title";
import { USER_QUERY_KEY } from "@/lib/user";

/** The queries this page keeps when it signs the rep out: who is signed in, and the link's own check. */
const KEPT_QUERIES = new Set<unknown>([USER_QUERY_KEY[0], validateResetTokenQueryOptions("").queryKey[0]]);

/**
 * A successful reset ends every session of the user on the server (decision 002), so a rep who
 * opened the link while signed in is signed out here too: the redirect then shows the sign-in form.
 */
function useSignOutAfterReset() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const { mutation } = event;
        if (event.type !== "updated" || mutation?.options.mutationFn !== resetPassword) return;
        if (mutation.state.status !== "success" || queryClient.getQueryData(USER_QUERY_KEY) == null) return;
        clearAuthToken();
        queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(query.queryKey[0]) });
        queryClient.setQueryData(USER_QUERY_KEY, null);
      }),
    [queryClient],
  );
}

export default function ResetPasswordRoute() {
  useDocumentTitle("Reset Password");
  useSignOutAfterReset();
  return <ResetPasswordPage />;
}
