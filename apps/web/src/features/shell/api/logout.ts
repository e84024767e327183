import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { paths } from "@/config/paths";
import { apiRequest } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { USER_QUERY_KEY } from "@/lib/user";

/** Spec section 9: the redirect after logging out waits 500 ms. */
const LOGOUT_REDIRECT_DELAY_MS = 500;

export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Logs out; whatever the server answers, the local token and every cached query are dropped. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      clearAuthToken();
      await wait(LOGOUT_REDIRECT_DELAY_MS);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      navigate(paths.landing, { replace: true });
    },
  });
}
