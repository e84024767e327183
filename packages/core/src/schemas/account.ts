import { z } from "zod";
import { TEXT_LIMITS } from "../limits/quotas";
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from "./auth";

/** Privacy & Security's password and account actions (issue 25, decision 064). */
export const currentPasswordSchema = z
  .string({ error: "Current password is required" })
  .min(1, "Current password is required")
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form in the browser: the new password typed twice (the reset form's rule, spec section 5). */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

/** The word that confirms Delete Account, besides the account's own e-mail address. */
export const DELETE_ACCOUNT_WORD = "DELETE";

export const deleteAccountSchema = z.strictObject({
  confirmation: z
    .string({ error: `Type your e-mail address or ${DELETE_ACCOUNT_WORD} to confirm` })
    .trim()
    .min(1, `Type your e-mail address or ${DELETE_ACCOUNT_WORD} to confirm`)
    .max(TEXT_LIMITS.email, `Type your e-mail address or ${DELETE_ACCOUNT_WORD} to confirm`),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Whether what the rep typed confirms deleting the account of `email`. */
export const confirmsDeletion = (typed: string, email: string) =>
  typed.trim() === DELETE_ACCOUNT_WORD || typed.trim().toLowerCase() === email.toLowerCase();

export const ACCOUNT_MESSAGES = {
  passwordChanged: "Password changed. Every other device is signed out.",
  changeFailed: "Failed to change password",
  wrongPassword: "Current password is incorrect",
  samePassword: "Choose a new password, not the current one",
  googleAccount: "This account signs in with Google, so it has no password here.",
  tooManyChanges: "Too many password changes. Try again in {minutes}.",
  deleteNotConfirmed: `Type your e-mail address or ${DELETE_ACCOUNT_WORD} to confirm`,
  deleted: "Your account and everything in it have been deleted.",
  deleteFailed: "Failed to delete account",
} as const;

/** Password changes (wrong current passwords included) an account may try in an hour. */
export const PASSWORD_CHANGES_PER_HOUR = 5;
