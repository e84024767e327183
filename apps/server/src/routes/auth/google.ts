import { RETURN_PATH_MAX_LENGTH, RETURN_PATH_PARAM, safeReturnPath, TWO_FACTOR_FRAGMENT_PARAM } from "@measured/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { startSession } from "../../plugins/auth";
import { GoogleAuthError, type GoogleFlowState } from "../../services/auth/google";
import { userForGoogleProfile } from "../../services/auth/google-accounts";
import { startChallenge, twoFactorOn } from "../../services/auth/two-factor";

const FLOW_COOKIE = "measured_google_flow";
const FLOW_COOKIE_PATH = "/api/auth/google";
/** The flow's secrets and, when the rep was headed for a screen, that screen (decision 039). */
const flowSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string(), next: z.string().optional() });

const startQuerySchema = z.object({
  [RETURN_PATH_PARAM]: z
    .string()
    .max(RETURN_PATH_MAX_LENGTH)
    .optional()
    .describe("A path of this site to open after signing in; anything else is ignored"),
});

const callbackQuerySchema = z
  .object({ code: z.string().max(4096).optional(), state: z.string().max(512).optional(), error: z.string().max(200).optional() })
  .catchall(z.string().max(4096))
  // Google adds a few parameters of its own (scope, authuser, prompt, hd); nobody sends dozens.
  .refine((query) => Object.keys(query).length <= 20, "Too many query parameters")
  .meta({ maxProperties: 20 });

/** Both routes answer with a redirect, to Google or back to the app. */
const redirects = { response: { 302: z.null().describe("A redirect") } };

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Back to the sign-in page with the error, still headed for the rep's screen if there was one. */
  const failTo = (code: string, next?: string | null) =>
    `/signin?error=${encodeURIComponent(code)}${next ? `&${RETURN_PATH_PARAM}=${encodeURIComponent(next)}` : ""}`;

  app.get("/api/auth/google", { schema: { querystring: startQuerySchema, ...redirects } }, async (request, reply) => {
    // Only a path of this site is kept; anything else (//evil.com, https://…) is dropped, not refused.
    const next = safeReturnPath(request.query[RETURN_PATH_PARAM]);
    try {
      const { url, flow } = await app.google.start();
      reply.setCookie(FLOW_COOKIE, JSON.stringify(next ? { ...flow, next } : flow), {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        sameSite: "lax",
        secure: app.env.APP_URL.startsWith("https:"),
        maxAge: 10 * 60,
      });
      return reply.redirect(url);
    } catch (error) {
      const code = error instanceof GoogleAuthError ? error.code : "oauth_failed";
      request.log.warn({ err: error }, "Google sign-in could not start");
      return reply.redirect(failTo(code, next));
    }
  });

  app.get("/api/auth/google/callback", { schema: { querystring: callbackQuerySchema, ...redirects } }, async (request, reply) => {
    const saved = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
    const { error, code } = request.query;
    const flow = parseFlow(saved);
    // Checked again: the cookie is ours, but nothing read from a request goes into a redirect unchecked.
    const next = safeReturnPath(flow?.next);
    if (error) return reply.redirect(failTo(error === "access_denied" ? "oauth_access_denied" : "oauth_failed", next));
    if (!code) return reply.redirect(failTo("no_code", next));
    if (!flow) return reply.redirect(failTo("oauth_failed"));
    try {
      // The callback URL as Google called it: our configured address plus the query.
      const callbackUrl = new URL(request.url, app.env.APP_URL);
      const profile = await app.google.finish(callbackUrl, { state: flow.state, nonce: flow.nonce, verifier: flow.verifier });
      const user = await userForGoogleProfile(app.db, profile);
      if (twoFactorOn(user)) {
        // Two-factor on (decision 066): the sign-in page asks for the code. The challenge rides in the fragment,
        // which the browser keeps to itself: no server log or Referer ever holds it.
        const challenge = await startChallenge(app.db, user.id);
        const query = next ? `?${RETURN_PATH_PARAM}=${encodeURIComponent(next)}` : "";
        return reply.redirect(`/signin${query}#${TWO_FACTOR_FRAGMENT_PARAM}=${encodeURIComponent(challenge)}`);
      }
      await startSession(app, request, reply, user.id);
      return reply.redirect(next ?? "/");
    } catch (err) {
      const failure = err instanceof GoogleAuthError ? err.code : "oauth_failed";
      request.log.warn({ err }, "Google sign-in failed");
      return reply.redirect(failTo(failure, next));
    }
  });
};

function parseFlow(raw: string | undefined): (GoogleFlowState & { next?: string }) | undefined {
  if (!raw) return undefined;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
