import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../lib/http-errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The refusal for a change request that did not come from our own pages, or undefined when it did. */
function crossSiteRefusal(headers: IncomingHttpHeaders, appOrigin: string): HttpError | undefined {
  const refusal = () => new HttpError(403, "Cross-site requests are not allowed");
  if (headers["sec-fetch-site"] === "cross-site") return refusal();
  const origin = headers.origin;
  if (!origin) return undefined; // not a browser, or a same-origin request from an old one: no ambient cookie risk to check
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return refusal();
  }
  return parsed.origin === appOrigin || parsed.host === headers.host ? undefined : refusal();
}

/**
 * Cookie sessions ride along on any request the browser sends, so a change request must
 * come from our own pages: a browser that says the request is cross-site, or an Origin
 * that is neither the configured APP_URL nor the host the request was sent to, is refused.
 * Bodies must be JSON (text/plain and forms answer 415), which a plain cross-site form
 * cannot send.
 */
export function registerCsrfProtection(app: FastifyInstance) {
  const appOrigin = new URL(app.env.APP_URL).origin;
  // Only JSON bodies: without this parser a text/plain body answers 415 before any handler.
  app.removeContentTypeParser("text/plain");
  // A callback hook, not an async one: it runs on every request, and most are GETs that pass at once.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    done(crossSiteRefusal(request.headers, appOrigin));
  });
}
