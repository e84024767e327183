import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-errors";
import { createSession, resolveSession } from "../services/sessions";
import type { UserRow } from "../services/users";

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

/** The session token from the cookie, or else from `Authorization: Bearer`. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || undefined;
  return undefined;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest("userId", 0);
  app.decorateRequest("sessionId", "");
  // Fastify wants reference-type decorations to start as null; requireUser sets it before any handler reads it.
  app.decorateRequest("user", null as unknown as UserRow);
}

/** onRequest hook for every route that needs a signed-in user: 401 otherwise. */
export async function requireUser(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = sessionToken(request);
  const session = token ? await resolveSession(this.db, token, this.env.SESSION_DAYS) : undefined;
  if (!session) {
    // A cookie that no longer signs in (expired, revoked by a password reset) is dropped, so the
    // next page load gets the signed-out HTML instead of asking again (plugins/web.ts).
    if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply);
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
