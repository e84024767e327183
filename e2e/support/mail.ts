import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { MAIL_LOG_FILE } from "./env";

interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(address: string): Promise<LoggedMail[]> {
  const log = await readFile(MAIL_LOG_FILE, "utf8").catch(() => "");
  return log
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LoggedMail)
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** Waits for an e-mail to `address` holding a link to `page` and returns the newest such link. */
async function latestLink(address: string, page: string, what: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${page}\\?[^\\s"'<>]*token=[^\\s"'<>]+`);
  let link = "";
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        link = mails.map((mail) => mail.text.match(pattern)?.[0] ?? "").findLast((found) => found !== "") ?? "";
        return link;
      },
      { message: `${what} to ${address} in ${MAIL_LOG_FILE}`, timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}

/** Waits for the newest reset e-mail to `address` and returns the link in it. */
export function latestResetLink(address: string): Promise<string> {
  return latestLink(address, "reset-password", "a reset e-mail");
}

/** The newest team invitation's link to `address`: the accept page with the team and the token (decision 062). */
export function latestInvitationLink(address: string): Promise<string> {
  return latestLink(address, "accept-invitation", "an invitation e-mail");
}

/** The newest confirmation link to `address` (decision 054). */
export function latestConfirmationLink(address: string): Promise<string> {
  return latestLink(address, "confirm-email", "a confirmation e-mail");
}

/** The token of the newest confirmation link to `address`. */
export async function latestConfirmationToken(address: string): Promise<string> {
  return new URL(await latestConfirmationLink(address)).searchParams.get("token") ?? "";
}

/** Waits (up to `timeout` ms) for an e-mail to `address` whose subject is `subject`, and returns it. */
export async function waitForMail(address: string, subject: string, timeout = 10_000): Promise<LoggedMail> {
  let found: LoggedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" to ${address} in ${MAIL_LOG_FILE}`, timeout, intervals: [1000] },
    )
    .toBe(true);
  return found as LoggedMail;
}

/** Every e-mail to `address` with this subject so far. */
export async function mailsWithSubject(address: string, subject: string): Promise<LoggedMail[]> {
  return (await mailsTo(address)).filter((mail) => mail.subject === subject);
}
