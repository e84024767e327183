import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-errors";
import { createSession, resolveSession, type SessionInfo } from "../services/auth/sessions";
import type { UserRow } from "../services/auth/users";

export const SESSION_COOKIE = "measured_session";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser`; every query of a signed-in route is scoped to it. */
    userId: number;
    sessionId: string;
    /** The signed-in user's row as the request began (its dataVersion keys cached dashboards). */
    user: UserRow;
  }
}

/** `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 section 11.1). */
const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of `Authorization: Bearer`, when the header carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(BEARER)?.[1];
}

/** The token of the session cookie, when the request carries one. */
export function cookieToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * The session a request is signed in with. The rule when a cookie and a bearer disagree
 * (docs/security.md): the bearer token, when it names a live session, is the credential:
 * it is explicit, the cookie ambient, so a stale cookie never hides a valid bearer. Without
 * a live bearer the cookie is used, so a stale token left in a browser's storage never hides
 * the live cookie a later Google sign-in set. Both are looked up at most once.
 */
async function resolveRequestSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ session?: SessionInfo; cookieRefused: boolean }> {
  const bearer = bearerToken(request);
  const bearerSession = bearer ? await resolveSession(app.db, bearer, app.env.SESSION_DAYS) : undefined;
  if (bearerSession) return { session: bearerSession, cookieRefused: false };
  const cookie = cookieToken(request);
  if (!cookie) return { cookieRefused: false };
  const cookieSession = cookie === bearer ? undefined : await resolveSession(app.db, cookie, app.env.SESSION_DAYS);
  return { session: cookieSession, cookieRefused: !cookieSession };
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest("userId", 0);
  app.decorateRequest("sessionId", "");
  // Fastify wants reference-type decorations to start as null; requireUser sets it before any handler reads it.
  app.decorateRequest("user", null as unknown as UserRow);
}

/** onRequest hook for every route that needs a signed-in user: 401 otherwise. */
export async function requireUser(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { session, cookieRefused } = await resolveRequestSession(this, request);
  if (!session) {
    // A cookie that no longer signs in (expired, revoked by a password reset) is dropped, so the
    // next page load gets the signed-out HTML instead of asking again (plugins/web.ts).
    if (cookieRefused) clearSessionCookie(reply);
    throw new HttpError(401, "Unauthorized");
  }
  request.userId = session.user.id;
  request.sessionId = session.sid;
  request.user = session.user;
}

/** Starts a session for the user and sets its cookie; returns the token (also the bearer token). */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<string> {
  const token = await createSession(app.db, userId, app.env.SESSION_DAYS, request.headers["user-agent"]);
  setSessionCookie(app, reply, token);
  return token;
}

function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.env.APP_URL.startsWith("https:"),
    maxAge: app.env.SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
