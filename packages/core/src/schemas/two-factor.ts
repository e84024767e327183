import { z } from "zod";
import { TEXT_LIMITS } from "../limits/quotas";
import { currentPasswordSchema } from "./account";
import { tokenResponseSchema } from "./auth";

/**
 * Two-factor sign-in with an authenticator app (issue 25, decision 066): RFC 6238 codes of six digits
 * every thirty seconds, one step either side accepted for a phone's clock, ten single-use recovery codes.
 */
export const TWO_FACTOR = {
  issuer: "Measured",
  digits: 6,
  periodSeconds: 30,
  /** Steps either side of now a code may come from (a phone's clock a little off). */
  window: 1,
  recoveryCodeCount: 10,
  /** Characters of a recovery code, shown in two groups of five. */
  recoveryCodeLength: 10,
  /** How long the step between the password (or Google) and the code may take. */
  challengeMinutes: 5,
  /** Wrong codes a sign-in may try before it has to start again with the password. */
  challengeMaxAttempts: 5,
} as const;

/** Recovery codes draw on lower-case letters and digits without the ones read alike (0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Where Google sign-in hands the challenge to the page: the address's fragment, which no server or Referer sees. */
export const TWO_FACTOR_FRAGMENT_PARAM = "two-factor";

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app",
  wrongCode: "That code didn't work. Check your authenticator app and try again.",
  codeReused: "That code was just used. Wait for the next one in your authenticator app.",
  expired: "This sign-in has expired. Sign in again.",
  tooManyWrongCodes: "Too many wrong codes. Sign in again.",
  tooManyTries: "Too many codes tried. Try again in {minutes}.",
  tooManyChanges: "Too many tries. Try again in {minutes}.",
  alreadyOn: "Two-factor authentication is already on. Turn it off first to set it up again.",
  notOn: "Two-factor authentication is off.",
  noPendingSetup: "Start the set-up again: no authenticator key is waiting.",
  proofRequired: "Enter your current password or a code from your authenticator app",
  turnedOff: "Two-factor authentication is off.",
  setupFailed: "Failed to set up two-factor authentication",
  turnOffFailed: "Failed to turn off two-factor authentication",
  verifyFailed: "Failed to check the code",
} as const;

/** A code as typed: six digits (spaces allowed) or a recovery code (a dash allowed). */
export const twoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(32, TWO_FACTOR_MESSAGES.wrongCode);

/** What a typed code is once spaces and dashes are gone: an authenticator code, a recovery code, or neither. */
export function codeKind(code: string): "totp" | "recovery" | null {
  const bare = normalizeRecoveryCode(code);
  if (new RegExp(`^\\d{${TWO_FACTOR.digits}}$`).test(bare)) return "totp";
  if (bare.length === TWO_FACTOR.recoveryCodeLength && [...bare].every((c) => RECOVERY_CODE_ALPHABET.includes(c))) {
    return "recovery";
  }
  return null;
}

/** A code without what people add or the page shows between its characters (spaces, dashes), in lower case. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/** A recovery code as shown: two groups of five ("abcde-23456"). */
export function formatRecoveryCode(bare: string): string {
  const half = Math.ceil(bare.length / 2);
  return `${bare.slice(0, half)}-${bare.slice(half)}`;
}

/** Turning it on: the first code from the app; a password account proves its password too. */
export const twoFactorConfirmSchema = z.strictObject({
  code: twoFactorCodeSchema,
  currentPassword: currentPasswordSchema.optional(),
});
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmSchema>;

/** Turning it off or new recovery codes: the current password (a password account) or a code. */
export const twoFactorProofSchema = z
  .strictObject({ code: twoFactorCodeSchema.optional(), currentPassword: currentPasswordSchema.optional() })
  .refine((v) => v.code !== undefined || v.currentPassword !== undefined, {
    message: TWO_FACTOR_MESSAGES.proofRequired,
    path: ["code"],
  });
export type TwoFactorProofInput = z.infer<typeof twoFactorProofSchema>;

/** The sign-in's second step: the challenge the password (or Google) answered with, and a code. */
export const twoFactorVerifySchema = z.strictObject({
  challenge: z
    .string({ error: TWO_FACTOR_MESSAGES.expired })
    .min(1, TWO_FACTOR_MESSAGES.expired)
    .max(TEXT_LIMITS.token, TWO_FACTOR_MESSAGES.expired),
  code: twoFactorCodeSchema,
});
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifySchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The account has no password (it signs in with Google), so changes are proven by a code alone. */
  googleOnly: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** The key in base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** A password that proved right for an account with two-factor on: no session yet, a challenge for the code. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/auth/login answers a session's token, or the challenge when two-factor is on. */
export const loginResponseSchema = z.union([tokenResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
