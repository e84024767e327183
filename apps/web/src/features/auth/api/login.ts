import { type LoginInput, tokenResponseSchema } from "@measured/core";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { useFinishSignIn } from "../hooks/use-finish-sign-in";

export function login(input: LoginInput) {
  return apiJson("POST", "/api/auth/login", tokenResponseSchema, { body: input });
}

export function useLogin() {
  const finishSignIn = useFinishSignIn();
  return useMutation({ mutationFn: login, onSuccess: finishSignIn });
}
