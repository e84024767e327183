import { messageResponseSchema } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { PROFILE_QUERY_KEY } from "@/lib/query-keys";
import { USER_QUERY_KEY } from "@/lib/user";

export function confirmEmail(token: string) {
  return apiJson("POST", "/api/auth/confirm-email", messageResponseSchema, { body: { token } });
}

/**
 * Spends the link; a signed-in rep's account is read again, so the banner asking to confirm goes, and so is
 * Profile, whose address (and the change it showed as waiting) the link may just have changed.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      ]),
  });
}
