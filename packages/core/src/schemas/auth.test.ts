import { describe, expect, it } from "vitest";
import { ANALYTICS_IDS } from "../industries/analytics";
import { KPI_KEYS } from "../kpi/catalogue";
import { loginSchema, onboardingSchema, registerSchema, resetPasswordFormSchema, resetPasswordSchema } from "./auth";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("registerSchema", () => {
  it("accepts a valid sign-up and trims names and e-mail", () => {
    const parsed = registerSchema.parse({
      email: "  ana@example.com ",
      password: "12345678",
      firstName: " Ana ",
      lastName: "Diaz",
    });
    expect(parsed).toEqual({ email: "ana@example.com", password: "12345678", firstName: "Ana", lastName: "Diaz" });
  });

  it("gives the spec's message for each bad field", () => {
    const result = registerSchema.safeParse({ email: "nope", password: "1234567", firstName: " ", lastName: "" });
    expect(messages(result)).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });

  it("gives the same messages when fields are missing", () => {
    expect(messages(registerSchema.safeParse({}))).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });

  it("accepts exactly 8 characters and refuses unknown keys", () => {
    expect(registerSchema.safeParse({ email: "a@b.co", password: "8chars!!", firstName: "A", lastName: "B" }).success).toBe(true);
    expect(
      registerSchema.safeParse({ email: "a@b.co", password: "8chars!!", firstName: "A", lastName: "B", role: "admin" }).success,
    ).toBe(false);
  });
});

describe("loginSchema", () => {
  it("needs a valid e-mail and any non-empty password", () => {
    expect(messages(loginSchema.safeParse({ email: "x", password: "" }))).toEqual({
      email: "Invalid email address",
      password: "Password is required",
    });
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });
});

describe("resetPasswordFormSchema", () => {
  it("puts 'Passwords don't match' on the confirmation field", () => {
    const result = resetPasswordFormSchema.safeParse({ newPassword: "abcdefgh", confirmPassword: "abcdefgx" });
    expect(messages(result)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it("needs at least 8 characters", () => {
    const result = resetPasswordFormSchema.safeParse({ newPassword: "short", confirmPassword: "short" });
    expect(messages(result)).toEqual({ newPassword: "Password must be at least 8 characters" });
  });
});

describe("onboardingSchema", () => {
  it("needs an industry and at least one KPI, with the spec's messages", () => {
    expect(messages(onboardingSchema.safeParse({ kpis: [] }))).toEqual({
      industry: "Please select your industry",
      kpis: "Please select at least one KPI to track",
    });
  });

  it("accepts lowercase industry ids and catalogue keys, optional analytics", () => {
    expect(onboardingSchema.safeParse({ industry: "pest_control", kpis: ["servicedAccounts"] }).success).toBe(true);
    expect(onboardingSchema.safeParse({ industry: "Solar", kpis: ["hoursWorked"] }).success).toBe(false);
    expect(onboardingSchema.safeParse({ industry: "solar", kpis: ["flying"] }).success).toBe(false);
    expect(
      onboardingSchema.safeParse({ industry: "solar", kpis: ["hoursWorked"], analytics: ["revenue_tracking"] }).success,
    ).toBe(true);
    expect(onboardingSchema.safeParse({ industry: "solar", kpis: ["hoursWorked"], analytics: ["mind_reading"] }).success).toBe(
      false,
    );
  });
});

describe("messages that say the actual failure (issue 9)", () => {
  it("a too-long password, name, e-mail or token says it is too long, not that it is missing", () => {
    const long = (n: number) => "x".repeat(n);
    expect(
      messages(
        registerSchema.safeParse({
          email: `${long(250)}@example.com`,
          password: long(10_000),
          firstName: long(101),
          lastName: long(101),
        }),
      ),
    ).toEqual({
      email: "Email must be at most 254 characters",
      password: "Password must be at most 200 characters",
      firstName: "First name must be at most 100 characters",
      lastName: "Last name must be at most 100 characters",
    });
    expect(messages(loginSchema.safeParse({ email: "a@b.co", password: long(10_000) }))).toEqual({
      password: "Password must be at most 200 characters",
    });
    expect(messages(resetPasswordSchema.safeParse({ token: long(201), newPassword: "longenough" }))).toEqual({
      token: "Reset token must be at most 200 characters",
    });
  });

  it("accepts names and passwords at their limits", () => {
    const ok = registerSchema.safeParse({
      email: "a@b.co",
      password: "p".repeat(200),
      firstName: "F".repeat(100),
      lastName: "L".repeat(100),
    });
    expect(ok.success).toBe(true);
  });

  it("too many KPIs or analytics say so; an unknown one says it is unknown", () => {
    const tooMany = [...KPI_KEYS, "hoursWorked"];
    expect(messages(onboardingSchema.safeParse({ industry: "solar", kpis: tooMany }))).toEqual({
      kpis: `Choose at most ${KPI_KEYS.length} metrics`,
    });
    expect(messages(onboardingSchema.safeParse({ industry: "solar", kpis: ["flying"] }))).toEqual({ "kpis.0": "Unknown metric" });
    expect(
      messages(
        onboardingSchema.safeParse({ industry: "solar", kpis: ["hoursWorked"], analytics: [...ANALYTICS_IDS, ANALYTICS_IDS[0]] }),
      ),
    ).toEqual({ analytics: `Choose at most ${ANALYTICS_IDS.length} analytics options` });
    expect(
      messages(onboardingSchema.safeParse({ industry: "solar", kpis: ["hoursWorked"], analytics: ["mind_reading"] })),
    ).toEqual({ "analytics.0": "Unknown analytics option" });
  });
});
