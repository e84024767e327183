import { messageResponseSchema, type ResetPasswordInput } from "@measured/core";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export function resetPassword(input: ResetPasswordInput) {
  return apiJson("POST", "/api/auth/reset-password", messageResponseSchema, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
