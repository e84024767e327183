import { z } from "zod";
import { TEXT_LIMITS } from "../limits/quotas";
import { currentPasswordSchema } from "./account";
import { emailAddressSchema, personName } from "./auth";

/** Profile, Save Changes (spec section 2): the names, under registration's rules (spec section 5). */
export const updateProfileSchema = z.strictObject({
  firstName: personName("First name"),
  lastName: personName("Last name"),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** A new e-mail address takes effect only from a link sent to it, and only with the current password. */
export const changeEmailSchema = z.strictObject({
  email: emailAddressSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** GET /api/user/profile: what Profile shows, with an e-mail change waiting for its link. */
export const profileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  industry: z.string().nullable(),
  authProvider: z.string(),
  /** The address a change waits on, until its link is opened or expires. */
  pendingEmail: z.string().max(TEXT_LIMITS.email).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_MESSAGES = {
  saved: "Profile updated successfully",
  saveFailed: "Failed to update profile",
  emailLinkSent: (email: string) => `We sent a link to ${email}. Your e-mail changes when you open it.`,
  wrongPassword: "Current password is incorrect",
  sameEmail: "This is already your e-mail address",
  emailTaken: "Another account uses this e-mail address",
  googleAccount: "This account signs in with Google, so its e-mail address is the one Google holds.",
  tooManyChanges: "Too many e-mail changes. Try again in {minutes}.",
} as const;

/** E-mail changes (sends and wrong passwords alike) an account may try in an hour. */
export const EMAIL_CHANGES_PER_HOUR = 5;
