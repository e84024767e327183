import { messageResponseSchema } from "@measured/core";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export function resendConfirmation() {
  return apiJson("POST", "/api/auth/confirm-email/resend", messageResponseSchema);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
