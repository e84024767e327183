import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createMailer, redactTokens } from "./mailer";

function capturingLog() {
  const lines: { data: unknown; text: string }[] = [];
  const log = { info: (data: unknown, text: string) => lines.push({ data, text }) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const message = {
  to: "rep@example.com",
  subject: "Reset your Measured password",
  text: "Open https://app.example/reset-password?token=SECRET123 within the hour.",
  headers: { "List-Unsubscribe": "<https://app.example/api/notifications/unsubscribe?token=SECRET456>" },
};

describe("mail without SMTP", () => {
  it("redacts every link's token in production, leaving the rest of the link", async () => {
    const { log, lines } = capturingLog();
    await createMailer({ from: "a@b.c", redactLinks: true }, log).send(message);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain("SECRET123");
    expect(logged).not.toContain("SECRET456");
    expect(lines[0]?.text).toContain("https://app.example/reset-password?token=[redacted]");
  });

  it("logs the whole mail in development, so the link can be followed", async () => {
    const { log, lines } = capturingLog();
    await createMailer({ from: "a@b.c" }, log).send(message);
    expect(lines[0]?.text).toContain("token=SECRET123");
  });

  it("redactTokens keeps other query parameters", () => {
    expect(redactTokens("https://x/y?a=1&token=abc&b=2")).toBe("https://x/y?a=1&token=[redacted]&b=2");
  });
});
