import { type ForgotPasswordInput, messageResponseSchema } from "@measured/core";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** The server answers the same whether or not the account exists. */
export function forgotPassword(input: ForgotPasswordInput) {
  return apiJson("POST", "/api/auth/forgot-password", messageResponseSchema, { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
