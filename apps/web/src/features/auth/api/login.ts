import { type LoginInput, loginResponseSchema } from "@measured/core";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { useFinishSignIn } from "../hooks/use-finish-sign-in";

export function login(input: LoginInput) {
  return apiJson("POST", "/api/auth/login", loginResponseSchema, { body: input });
}

/**
 * The password, then either the session (signed in) or, with two-factor on, the challenge that the code step
 * takes with a code (decision 066).
 */
export function useLogin(onChallenge: (challenge: string) => void) {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => ("token" in answer ? finishSignIn(answer) : onChallenge(answer.challenge)),
  });
}
