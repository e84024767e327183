import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet would set with these options. They never vary by request, so they
 * are worked out once at boot (helmet writes them to a stand-in response) instead of by
 * running helmet's middleware on every request, which rebuilt its policy each time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet only calls setHeader/removeHeader on the response and never reads the request.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every answer. No inline script is allowed but the build's own, named by their
 * hashes (`scriptHashes`: the theme applied before the first paint, plugins/inline-scripts.ts); inline styles are,
 * because the UI primitives position popovers with style attributes. API answers are
 * never stored by caches, and their policy allows nothing at all (OWASP's REST advice): JSON
 * loads no script, style or image, and the short policy is a third of the bytes of a small answer's
 * headers that the page's policy was.
 */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []) {
  const https = app.env.APP_URL.startsWith("https:");
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the preview of a receipt photo the rep has just picked, made in the page from the file.
        imgSrc: ["'self'", "data:", "blob:", "https://lh3.googleusercontent.com"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = {
    ...headers,
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cache-control": "no-store",
  };
  // Set first thing, so answers that end early (401, 404, errors) carry them too.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? apiHeaders : headers);
    done();
  });
}
