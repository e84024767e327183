import {
  messageResponseSchema,
  recoveryCodesSchema,
  type TwoFactorConfirmInput,
  type TwoFactorProofInput,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "@measured/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const twoFactorKey = ["/api/user/two-factor"] as const;

/** GET /api/user/two-factor: on or off, since when, recovery codes left. */
export function useTwoFactorStatus() {
  return useQuery(
    queryOptions({
      queryKey: twoFactorKey,
      queryFn: ({ signal }) => apiJson("GET", "/api/user/two-factor", twoFactorStatusSchema, { signal }),
    }),
  );
}

/** POST /api/user/two-factor/setup: a new key waiting for its first code (the QR code and the key to type). */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiJson("POST", "/api/user/two-factor/setup", twoFactorSetupSchema) });
}

/** Refreshes the section once two-factor turned on or off, or the recovery codes changed. */
function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorKey });
}

/** POST /api/user/two-factor/confirm: the first code (and the password); answers the ten recovery codes, once. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: TwoFactorConfirmInput) => apiJson("POST", "/api/user/two-factor/confirm", recoveryCodesSchema, { body }),
    onSuccess: refresh,
  });
}

/** POST /api/user/two-factor/disable, proven by the password or a code. */
export function useTurnOffTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: TwoFactorProofInput) => apiJson("POST", "/api/user/two-factor/disable", messageResponseSchema, { body }),
    onSuccess: refresh,
  });
}

/** POST /api/user/two-factor/recovery-codes: ten new codes replace the old ones. */
export function useNewRecoveryCodes() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: TwoFactorProofInput) =>
      apiJson("POST", "/api/user/two-factor/recovery-codes", recoveryCodesSchema, { body }),
    onSuccess: refresh,
  });
}
