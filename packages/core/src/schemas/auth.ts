import { z } from "zod";
import { ANALYTICS_IDS } from "../industries/analytics";
import { INDUSTRY_IDS } from "../industries/industries";
import { KPI_KEYS } from "../kpi/catalogue";
import { TEXT_LIMITS } from "../limits/quotas";
import { textField } from "../text/text-field";

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; short enough that hashing it is no denial of service. */
export const PASSWORD_MAX_LENGTH = 200;

/*
 * In Zod 4 a schema's own `{ error }` answers every issue of that schema that has no message of
 * its own, so each check below carries its message: a too-long value must not read "… is required".
 */
const TOO_LONG_PASSWORD = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** An e-mail address, required: trimmed, at most 254 characters, a valid address ('Invalid email address'). */
export const emailAddressSchema = z
  .string({ error: "Invalid email address" })
  .trim()
  .max(TEXT_LIMITS.email, `Email must be at most ${TEXT_LIMITS.email} characters`)
  .pipe(z.email("Invalid email address"));
const email = emailAddressSchema;
export const newPasswordSchema = z
  .string({ error: "Password must be at least 8 characters" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters")
  .max(PASSWORD_MAX_LENGTH, TOO_LONG_PASSWORD);

/** Stored and shown back, so it follows the one text rule (NFC, nothing invisible or direction-changing). */
export const personName = (label: string) => textField({ label, max: TEXT_LIMITS.personName });

export const registerSchema = z.strictObject({
  email,
  password: newPasswordSchema,
  firstName: personName("First name"),
  lastName: personName("Last name"),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.strictObject({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, TOO_LONG_PASSWORD),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const resetToken = z
  .string({ error: "Reset token is required" })
  .min(1, "Reset token is required")
  .max(TEXT_LIMITS.token, `Reset token must be at most ${TEXT_LIMITS.token} characters`);

export const validateResetTokenQuerySchema = z.strictObject({ token: resetToken });

export const resetPasswordSchema = z.strictObject({ token: resetToken, newPassword: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form in the browser: the confirmation must match (spec section 5). */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });
export const resetTokenInfoSchema = z.object({ email: z.string() });

export const onboardingSchema = z.strictObject({
  industry: z.enum(INDUSTRY_IDS, { error: "Please select your industry" }),
  kpis: z
    .array(z.enum(KPI_KEYS as [string, ...string[]], { error: "Unknown metric" }), {
      error: "Please select at least one KPI to track",
    })
    .min(1, "Please select at least one KPI to track")
    .max(KPI_KEYS.length, `Choose at most ${KPI_KEYS.length} metrics`),
  analytics: z
    .array(z.enum(ANALYTICS_IDS, { error: "Unknown analytics option" }), { error: "Analytics must be a list of options" })
    .max(ANALYTICS_IDS.length, `Choose at most ${ANALYTICS_IDS.length} analytics options`)
    .optional(),
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

export const publicUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  industry: z.string().nullable(),
  authProvider: z.string(),
  /**
   * Whether the account has a password of its own. The one rule for what needs one (Change Password, a
   * new e-mail address, the password proofs of two-factor): an account made with Google, or a demo, has none.
   */
  hasPassword: z.boolean(),
  isOnboarded: z.boolean(),
  isEmailVerified: z.boolean(),
  selectedKpis: z.array(z.string()),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The body of every non-2xx API answer. `errors` maps a field path to its messages. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
