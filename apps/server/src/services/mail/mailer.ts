import { appendFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as the digest's List-Unsubscribe pair. */
  headers?: Record<string, string>;
}

/** A link's token, replaced in what is logged: a live reset or confirmation token in a log is a key left out. */
export function redactTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&"'<>]+/g, "$1[redacted]");
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Without it every e-mail goes to the server log: whole in development, so
 * someone trying the embedded default can follow a link; with every link's token redacted in
 * production (`redactLinks`), where a log is read by more people than the mail's owner. MAIL_LOG_FILE
 * writes every mail whole to a file, for the browser tests; it is not for a live server.
 */
export function createMailer(
  options: { smtpUrl?: string; from: string; logFile?: string; redactLinks?: boolean },
  log: FastifyBaseLogger,
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      if (options.logFile) await appendFile(options.logFile, `${JSON.stringify(message)}\n`);
      if (!transport) {
        const text = options.redactLinks ? redactTokens(message.text) : message.text;
        const headers =
          options.redactLinks && message.headers
            ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, redactTokens(value)]))
            : message.headers;
        log.info(
          { mail: { ...message, text, headers } },
          `E-mail not sent (SMTP_URL is not set): to ${message.to}: ${message.subject}\n${text}`,
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
