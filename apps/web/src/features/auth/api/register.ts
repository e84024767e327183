import { type RegisterInput, tokenResponseSchema } from "@measured/core";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { useFinishSignIn } from "../hooks/use-finish-sign-in";

export function register(input: RegisterInput) {
  return apiJson("POST", "/api/auth/register", tokenResponseSchema, { body: input });
}

export function useRegister() {
  const finishSignIn = useFinishSignIn();
  return useMutation({ mutationFn: register, onSuccess: finishSignIn });
}
