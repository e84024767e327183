import { describe, expect, it } from "vitest";
import {
  codeKind,
  formatRecoveryCode,
  loginResponseSchema,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  TWO_FACTOR_MESSAGES,
  twoFactorProofSchema,
  twoFactorVerifySchema,
} from "./two-factor";

describe("codeKind", () => {
  it("reads six digits as an authenticator code, spaces and all", () => {
    expect(codeKind("123456")).toBe("totp");
    expect(codeKind(" 123 456 ")).toBe("totp");
  });

  it("reads ten characters of the recovery alphabet as a recovery code, with or without its dash and in any case", () => {
    expect(codeKind("abcde-23456")).toBe("recovery");
    expect(codeKind("ABCDE23456")).toBe("recovery");
  });

  it("reads anything else as neither", () => {
    expect(codeKind("12345")).toBeNull();
    expect(codeKind("1234567")).toBeNull();
    // 0, o, 1, l and i are not in the alphabet: a code never holds them.
    expect(codeKind("abcde-0o1li")).toBeNull();
    expect(codeKind("")).toBeNull();
  });
});

describe("recovery codes as shown and as typed", () => {
  it("formats two groups of five, and normalizing what is shown gives the code back", () => {
    const bare = "kmnpq23456";
    expect(formatRecoveryCode(bare)).toBe("kmnpq-23456");
    expect(normalizeRecoveryCode(formatRecoveryCode(bare))).toBe(bare);
    expect(normalizeRecoveryCode(" KMNPQ - 23456 ")).toBe(bare);
  });

  it("draws on an alphabet without the characters read alike", () => {
    for (const c of "01ilo") expect(RECOVERY_CODE_ALPHABET).not.toContain(c);
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(RECOVERY_CODE_ALPHABET.length);
  });
});

describe("schemas", () => {
  it("asks for a password or a code to turn it off, and nothing else", () => {
    expect(twoFactorProofSchema.safeParse({ currentPassword: "secret pass" }).success).toBe(true);
    expect(twoFactorProofSchema.safeParse({ code: "123456" }).success).toBe(true);
    const none = twoFactorProofSchema.safeParse({});
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe(TWO_FACTOR_MESSAGES.proofRequired);
    expect(twoFactorProofSchema.safeParse({ code: "123456", userId: 1 }).success).toBe(false);
  });

  it("refuses a sign-in step without its challenge or code, with the page's messages", () => {
    const parsed = twoFactorVerifySchema.safeParse({ challenge: "", code: " " });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([TWO_FACTOR_MESSAGES.expired, TWO_FACTOR_MESSAGES.codeRequired]);
  });

  it("tells a login's session token from its two-factor challenge", () => {
    expect(loginResponseSchema.parse({ token: "t" })).toEqual({ token: "t" });
    expect(loginResponseSchema.parse({ twoFactorRequired: true, challenge: "c" })).toEqual({
      twoFactorRequired: true,
      challenge: "c",
    });
  });
});
