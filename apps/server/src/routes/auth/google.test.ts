import { TWO_FACTOR_FRAGMENT_PARAM } from "@measured/core";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { createGoogleAuth } from "../../services/auth/google";
import { test as base, buildTestApp, TEST_APP_URL } from "../../test/app";
import { createUser, uniqueEmail } from "../../test/factories";
import { codeFor, turnOnTwoFactor } from "../../test/two-factor";

/**
 * Google sign-in against a real OpenID provider running locally (oauth2-mock-server):
 * discovery, PKCE, state, nonce and the ID token signature are all checked for real.
 */
const provider = new OAuth2Server();
let nextClaims: Record<string, unknown> = {};

beforeAll(async () => {
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, nextClaims);
  });
});
afterAll(() => provider.stop());

const test = base.extend<{ google: Awaited<ReturnType<typeof buildTestApp>> }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring
  google: async ({}, use) => {
    const built = await buildTestApp({
      google: createGoogleAuth({
        clientId: "measured-test",
        clientSecret: "test-secret",
        issuer: provider.issuer.url ?? "",
        redirectUri: `${TEST_APP_URL}/api/auth/google/callback`,
      }),
    });
    await use(built);
    await built.close();
  },
});

/** Walks the browser's part: our redirect, the provider's consent, our callback. */
async function signInWithGoogle(
  app: Awaited<ReturnType<typeof buildTestApp>>["app"],
  claims: Record<string, unknown>,
  startQuery = "",
) {
  nextClaims = claims;
  const start = await app.inject({ method: "GET", url: `/api/auth/google${startQuery}` });
  expect(start.statusCode).toBe(302);
  expect(start.headers.location, "a redirect to the provider").toMatch(/^http/);
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorizeUrl.searchParams.get("state")).toBeTruthy();
  const flowCookie = start.cookies.find((c) => c.name === "measured_google_flow");
  expect(flowCookie?.httpOnly).toBe(true);

  const consent = await fetch(authorizeUrl, { redirect: "manual" });
  const callback = new URL(consent.headers.get("location") as string);
  expect(callback.origin + callback.pathname).toBe(`${TEST_APP_URL}/api/auth/google/callback`);
  return app.inject({
    method: "GET",
    url: callback.pathname + callback.search,
    headers: { cookie: `measured_google_flow=${encodeURIComponent(flowCookie?.value ?? "")}` },
  });
}

describe("Google sign-in", () => {
  test("a new Google user gets an account and a session, then lands on /", async ({ google }) => {
    const email = uniqueEmail("google");
    const res = await signInWithGoogle(google.app, {
      sub: "g-new",
      email,
      email_verified: true,
      given_name: "Gia",
      family_name: "Lee",
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const session = res.cookies.find((c) => c.name === "measured_session");
    const me = await google.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `measured_session=${session?.value}` },
    });
    expect(me.json()).toMatchObject({
      email,
      firstName: "Gia",
      lastName: "Lee",
      authProvider: "google",
      isOnboarded: false,
      isEmailVerified: true,
    });
  });

  test("names from Google keep the one text rule: NFC and trimmed, or left empty when they carry hidden characters", async ({
    google,
  }) => {
    const res = await signInWithGoogle(google.app, {
      sub: "g-hostile",
      email: uniqueEmail("google"),
      email_verified: true,
      given_name: " Zoe\u0301 ",
      family_name: "\u202Eeel\u0000",
    });
    const session = res.cookies.find((c) => c.name === "measured_session");
    const me = await google.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `measured_session=${session?.value}` },
    });
    expect(me.json()).toMatchObject({ firstName: "Zo\u00e9", lastName: null });
  });

  test("a Google user with the e-mail of an existing account is linked to it", async ({ google }) => {
    const user = await createUser(google.app);
    const res = await signInWithGoogle(google.app, { sub: "g-linked", email: user.email.toUpperCase(), email_verified: true });
    expect(res.headers.location).toBe("/");
    const session = res.cookies.find((c) => c.name === "measured_session");
    const me = await google.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `measured_session=${session?.value}` },
    });
    expect(me.json()).toMatchObject({ id: user.id, email: user.email, authProvider: "email" });
    expect(await google.app.db.$count(google.app.db._.fullSchema.users)).toBe(1);
    // The password still works too.
    const login = await google.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  test("an unverified Google e-mail is not linked to an existing account", async ({ google }) => {
    const user = await createUser(google.app);
    const res = await signInWithGoogle(google.app, { sub: "g-unverified", email: user.email, email_verified: false });
    expect(res.headers.location).toBe("/signin?error=oauth_failed");
  });

  test("no e-mail in the Google account answers no_email", async ({ google }) => {
    const res = await signInWithGoogle(google.app, { sub: "g-noemail", email: undefined });
    expect(res.headers.location).toBe("/signin?error=no_email");
  });

  test("a tampered state fails the token exchange", async ({ google }) => {
    nextClaims = { email: uniqueEmail(), email_verified: true };
    const start = await google.app.inject({ method: "GET", url: "/api/auth/google" });
    const flowCookie = start.cookies.find((c) => c.name === "measured_google_flow");
    const consent = await fetch(new URL(start.headers.location as string), { redirect: "manual" });
    const callback = new URL(consent.headers.get("location") as string);
    callback.searchParams.set("state", "forged");
    const res = await google.app.inject({
      method: "GET",
      url: callback.pathname + callback.search,
      headers: { cookie: `measured_google_flow=${encodeURIComponent(flowCookie?.value ?? "")}` },
    });
    expect(res.headers.location).toBe("/signin?error=token_exchange");
  });

  test("the callback maps provider errors and missing pieces to the spec's error values", async ({ google }) => {
    const cases: [string, string][] = [
      ["?error=access_denied", "oauth_access_denied"],
      ["?error=server_error", "oauth_failed"],
      ["", "no_code"],
      ["?code=abc&state=xyz", "oauth_failed"], // no flow cookie: the browser did not start here
    ];
    for (const [query, expected] of cases) {
      const res = await google.app.inject({ method: "GET", url: `/api/auth/google/callback${query}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/signin?error=${expected}`);
    }
  });
});

describe("Google sign-in back to the screen the rep was headed for (decision 039)", () => {
  test("a path of this site, with its query, is where the callback lands", async ({ google }) => {
    const res = await signInWithGoogle(
      google.app,
      { sub: "g-next", email: uniqueEmail("gnext"), email_verified: true },
      `?next=${encodeURIComponent("/pipeline?x=1")}`,
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/pipeline?x=1");
  });

  test("anything that could leave the site is dropped: the callback lands on /", async ({ google }) => {
    for (const next of ["https://evil.com/", "/\\evil.com", "javascript:alert(1)", "/signin"]) {
      const start = await google.app.inject({ method: "GET", url: `/api/auth/google?next=${encodeURIComponent(next)}` });
      expect(start.statusCode).toBe(302);
      const flow = JSON.parse(start.cookies.find((c) => c.name === "measured_google_flow")?.value ?? "{}") as object;
      expect(flow, next).not.toHaveProperty("next");
    }
    const res = await signInWithGoogle(
      google.app,
      { sub: "g-evil", email: uniqueEmail("gevil"), email_verified: true },
      `?next=${encodeURIComponent("//evil.com")}`,
    );
    expect(res.headers.location).toBe("/");
  });

  test("an error keeps the screen on the way back to the sign-in page", async ({ google }) => {
    const start = await google.app.inject({ method: "GET", url: `/api/auth/google?next=${encodeURIComponent("/clients")}` });
    const flowCookie = start.cookies.find((c) => c.name === "measured_google_flow");
    const res = await google.app.inject({
      method: "GET",
      url: "/api/auth/google/callback?error=access_denied",
      headers: { cookie: `measured_google_flow=${encodeURIComponent(flowCookie?.value ?? "")}` },
    });
    expect(res.headers.location).toBe("/signin?error=oauth_access_denied&next=%2Fclients");
  });
});

describe("Google sign-in with two-factor on (issue 25, decision 066)", () => {
  test("stops at the challenge: no session, the sign-in page's code step with the challenge in the fragment", async ({
    google,
  }) => {
    const { app } = google;
    const user = await createUser(app, { onboard: "solar" });
    const { secret } = await turnOnTwoFactor(app, user);
    const res = await signInWithGoogle(
      app,
      { sub: "g-2fa", email: user.email, email_verified: true },
      `?next=${encodeURIComponent("/clients")}`,
    );
    expect(res.statusCode).toBe(302);
    expect(res.cookies.find((c) => c.name === "measured_session")).toBeUndefined();
    const location = new URL(res.headers.location as string, TEST_APP_URL);
    expect(location.pathname + location.search).toBe("/signin?next=%2Fclients");
    const challenge = new URLSearchParams(location.hash.slice(1)).get(TWO_FACTOR_FRAGMENT_PARAM) ?? "";
    expect(challenge).not.toBe("");
    const done = await app.inject({ method: "POST", url: "/api/auth/two-factor", payload: { challenge, code: codeFor(secret) } });
    expect(done.statusCode, done.body).toBe(200);
    const me = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { authorization: `Bearer ${done.json<{ token: string }>().token}` },
    });
    expect(me.json()).toMatchObject({ id: user.id });
  });
});

describe("Google sign-in when not configured", () => {
  base("the button still works and returns a clear error", async ({ app }) => {
    const res = await app.inject({ method: "GET", url: "/api/auth/google" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/signin?error=google_not_configured");
    const headed = await app.inject({ method: "GET", url: "/api/auth/google?next=%2Fpipeline" });
    expect(headed.headers.location).toBe("/signin?error=google_not_configured&next=%2Fpipeline");
    const evil = await app.inject({ method: "GET", url: "/api/auth/google?next=%2F%2Fevil.com" });
    expect(evil.headers.location).toBe("/signin?error=google_not_configured");
  });
});
