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

/** Waits for the newest reset e-mail to `address` and returns the link in it. */
export async function latestResetLink(address: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        const newest = mails.at(-1);
        link = newest?.text.match(/https?:\/\/\S+\/reset-password\?token=[^\s"'<>]+/)?.[0] ?? "";
        return link;
      },
      { message: `a reset e-mail to ${address} in ${MAIL_LOG_FILE}`, timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}
