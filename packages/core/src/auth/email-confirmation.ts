import { z } from "zod";
import { TEXT_LIMITS } from "../limits/quotas";

/**
 * A confirmed address before we mail anyone (issue 22 finding 7, decision 054). Until a rep opens the
 * link sent at sign-up, the app works but mails them nothing but that link and password resets, and
 * keeps their book smaller (UNCONFIRMED_QUOTAS), so a made-up address cannot be mailed or fill the disk.
 */
export const EMAIL_CONFIRMATION_TTL_HOURS = 72;
/** New links a rep may ask for in an hour (each is an e-mail to an address not yet confirmed). */
export const CONFIRMATION_RESENDS_PER_HOUR = 5;

export const CONFIRMATION_MESSAGES = {
  confirmed: "Your e-mail address is confirmed.",
  invalidLink: "This confirmation link is invalid or has expired. Sign in and send a new one.",
  alreadyConfirmed: "Your e-mail address is already confirmed.",
  addressTaken: "Another account now uses this e-mail address, so it cannot be confirmed for yours.",
  tooManyResends: "Too many confirmation e-mails. Try again in {minutes}.",
  sent: (email: string) => `We sent a new confirmation link to ${email}.`,
} as const;

/** What an account keeps before its address is confirmed: room to try the app, not to fill a disk. */
export const UNCONFIRMED_QUOTAS = {
  clients: {
    max: 200,
    message:
      "Confirm your e-mail address to keep more than 200 leads: open the link we sent you, or send a new one from the banner.",
  },
  appointments: {
    max: 400,
    message:
      "Confirm your e-mail address to keep more than 400 appointments: open the link we sent you, or send a new one from the banner.",
  },
  receipts: {
    max: 200,
    message:
      "Confirm your e-mail address to keep more than 200 receipt photos: open the link we sent you, or send a new one from the banner.",
  },
  // The ledger's, at the same 2% of the full quotas (QUOTAS) as leads and appointments.
  expenses: {
    max: 1000,
    message:
      "Confirm your e-mail address to keep more than 1,000 expenses: open the link we sent you, or send a new one from the banner.",
  },
  revenueEntries: {
    max: 400,
    message:
      "Confirm your e-mail address to keep more than 400 revenue entries: open the link we sent you, or send a new one from the banner.",
  },
  mileageEntries: {
    max: 600,
    message:
      "Confirm your e-mail address to keep more than 600 mileage entries: open the link we sent you, or send a new one from the banner.",
  },
} as const;

/** The subject and text of the confirmation e-mail; `link` is built from APP_URL by the server. */
export function confirmationMail(input: { firstName: string | null; link: string }): { subject: string; text: string } {
  return {
    subject: "Confirm your e-mail address for Measured",
    text: [
      `Hi ${input.firstName ?? "there"},`,
      "",
      "To confirm that this is your e-mail address, open this link:",
      input.link,
      "",
      `The link works once and expires in ${EMAIL_CONFIRMATION_TTL_HOURS} hours. Until then Measured sends you no other e-mail.`,
      "If you did not make a Measured account, ignore this e-mail.",
    ].join("\n"),
  };
}

const token = z
  .string({ error: "Confirmation token is required" })
  .min(1, "Confirmation token is required")
  .max(TEXT_LIMITS.token, `Confirmation token must be at most ${TEXT_LIMITS.token} characters`);

export const confirmEmailSchema = z.strictObject({ token });
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/** The unsubscribe link's query (`/api/notifications/unsubscribe?token=…`, RFC 8058). */
export const unsubscribeQuerySchema = z.strictObject({ token });
export const UNSUBSCRIBED_MESSAGE = "You will get no more follow-up e-mails. Turn them back on in Settings at any time.";
export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid. Turn e-mails off in Settings instead.";
