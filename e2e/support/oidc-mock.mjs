// A stand-in for Google's OpenID Connect provider, for the browser tests only.
//
// Each browser context picks the Google account it "signs in" as by setting the
// cookie `oidc_mock_user` (see e2e/support/google.ts) on 127.0.0.1: cookies ignore
// the port, so the browser sends it along to /authorize here. The claims are
// remembered per authorization code and put into the tokens that code buys, so
// tests running in parallel never see each other's accounts.
import { createHash } from "node:crypto";
import { OAuth2Server } from "oauth2-mock-server";

const HOST = "127.0.0.1";
const PORT = Number(process.env.OIDC_MOCK_PORT ?? 5556);
const COOKIE = "oidc_mock_user";
const DEFAULT_USER = { email: "google.user@example.com", given_name: "Google", family_name: "User" };

/** @type {Map<string, Record<string, unknown>>} claims by authorization code */
const claimsByCode = new Map();

function readCookie(header, name) {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

function claimsFor(raw) {
  let chosen = {};
  if (raw) {
    try {
      chosen = JSON.parse(raw);
    } catch {
      chosen = {};
    }
  }
  const user = { ...DEFAULT_USER, ...chosen };
  return {
    // Google's subject is stable per account; derive one from the address.
    sub: createHash("sha256").update(String(user.email).toLowerCase()).digest("hex").slice(0, 21),
    email: user.email,
    email_verified: user.email_verified ?? true,
    given_name: user.given_name,
    family_name: user.family_name,
    name: `${user.given_name} ${user.family_name}`,
  };
}

function decodeJwtPayload(jwt) {
  try {
    const payload = jwt.split(".")[1] ?? "";
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

const server = new OAuth2Server();
// Left unset, the library names the issuer http://localhost:PORT; the app expects 127.0.0.1.
server.issuer.url = `http://${HOST}:${PORT}`;
await server.issuer.keys.generate("RS256");

server.service.on("beforeAuthorizeRedirect", (redirect, req) => {
  const code = redirect.url.searchParams.get("code");
  if (code) claimsByCode.set(code, claimsFor(readCookie(req.headers.cookie, COOKIE)));
});

server.service.on("beforeTokenSigning", (token, req) => {
  const code = req.body?.code;
  const claims = (typeof code === "string" && claimsByCode.get(code)) || claimsFor(undefined);
  Object.assign(token.payload, claims);
});

server.service.on("beforeResponse", (_response, req) => {
  const code = req.body?.code;
  if (typeof code === "string") claimsByCode.delete(code);
});

server.service.on("beforeUserinfo", (response, req) => {
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
  const payload = bearer ? decodeJwtPayload(bearer) : undefined;
  if (!payload) {
    response.statusCode = 401;
    response.body = { error: "invalid_token" };
    return;
  }
  const { sub, email, email_verified, given_name, family_name, name } = payload;
  response.body = { sub, email, email_verified, given_name, family_name, name };
});

await server.start(PORT, HOST);
console.log(`OIDC mock issuer listening at ${server.issuer.url}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
