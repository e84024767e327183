import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { startSession } from "../../plugins/auth";
import { GoogleAuthError, type GoogleFlowState } from "../../services/auth/google";
import { userForGoogleProfile } from "../../services/auth/google-accounts";

const FLOW_COOKIE = "measured_google_flow";
const FLOW_COOKIE_PATH = "/api/auth/google";
const flowSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });

const callbackQuerySchema = z
  .object({ code: z.string().max(4096).optional(), state: z.string().max(512).optional(), error: z.string().max(200).optional() })
  .catchall(z.string().max(4096))
  // Google adds a few parameters of its own (scope, authuser, prompt, hd); nobody sends dozens.
  .refine((query) => Object.keys(query).length <= 20, "Too many query parameters")
  .meta({ maxProperties: 20 });

/** Both routes answer with a redirect, to Google or back to the app. */
const redirects = { response: { 302: z.null().describe("A redirect") } };

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const failTo = (code: string) => `/signin?error=${encodeURIComponent(code)}`;

  app.get("/api/auth/google", { schema: redirects }, async (request, reply) => {
    try {
      const { url, flow } = await app.google.start();
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
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
      return reply.redirect(failTo(code));
    }
  });

  app.get("/api/auth/google/callback", { schema: { querystring: callbackQuerySchema, ...redirects } }, async (request, reply) => {
    const saved = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
    const { error, code } = request.query;
    if (error) return reply.redirect(failTo(error === "access_denied" ? "oauth_access_denied" : "oauth_failed"));
    if (!code) return reply.redirect(failTo("no_code"));

    const flow = parseFlow(saved);
    if (!flow) return reply.redirect(failTo("oauth_failed"));
    try {
      // The callback URL as Google called it: our configured address plus the query.
      const callbackUrl = new URL(request.url, app.env.APP_URL);
      const profile = await app.google.finish(callbackUrl, flow);
      const user = await userForGoogleProfile(app.db, profile);
      await startSession(app, request, reply, user.id);
      return reply.redirect("/");
    } catch (err) {
      const failure = err instanceof GoogleAuthError ? err.code : "oauth_failed";
      request.log.warn({ err }, "Google sign-in failed");
      return reply.redirect(failTo(failure));
    }
  });
};

function parseFlow(raw: string | undefined): GoogleFlowState | undefined {
  if (!raw) return undefined;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
