import { type TwoFactorVerifyInput, tokenResponseSchema } from "@measured/core";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { useFinishSignIn } from "../hooks/use-finish-sign-in";

/** POST /api/auth/two-factor: the challenge and a code; the session then starts as a login's does. */
export function useVerifyTwoFactor() {
  const finishSignIn = useFinishSignIn();
  return useMutation({
    mutationFn: (body: TwoFactorVerifyInput) => apiJson("POST", "/api/auth/two-factor", tokenResponseSchema, { body }),
    onSuccess: finishSignIn,
  });
}
