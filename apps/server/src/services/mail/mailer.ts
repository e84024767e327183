import { appendFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Without it every e-mail goes to the server log, whole,
 * so someone running the embedded default can still follow a reset link.
 */
export function createMailer(options: { smtpUrl?: string; from: string; logFile?: string }, log: FastifyBaseLogger): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      if (options.logFile) await appendFile(options.logFile, `${JSON.stringify(message)}\n`);
      if (!transport) {
        log.info(
          { mail: message },
          `E-mail not sent (SMTP_URL is not set): to ${message.to}: ${message.subject}\n${message.text}`,
        );
        return;
      }
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

/** Keeps e-mails in memory, for tests. */
export function createMemoryMailer(): Mailer & { outbox: MailMessage[] } {
  const outbox: MailMessage[] = [];
  return {
    outbox,
    async send(message) {
      outbox.push(message);
    },
  };
}
