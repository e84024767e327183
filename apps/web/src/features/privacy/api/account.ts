import { ACCOUNT_MESSAGES, type ChangePasswordInput, messageResponseSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { apiJson, apiRequest } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { USER_QUERY_KEY } from "@/lib/user";

/** POST /api/user/password: every other device is signed out by the server; this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiJson("POST", "/api/user/password", messageResponseSchema, { body }),
  });
}

/**
 * DELETE /api/user/account, then this device forgets the account as a logout does and opens the landing page,
 * saying so there (the dialog that asked is gone by then, so the toast is raised here).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (confirmation: string) => {
      await apiRequest("DELETE", "/api/user/account", { body: { confirmation } });
    },
    onSuccess: () => {
      toast({ title: ACCOUNT_MESSAGES.deleted });
      clearAuthToken();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      navigate(paths.landing, { replace: true });
    },
  });
}
