import { normaliseText, TEXT_LIMITS, textProblem } from "@measured/core";
import * as oidc from "openid-client";

export interface GoogleSettings {
  clientId?: string;
  clientSecret?: string;
  issuer: string;
  redirectUri: string;
}

/** What the browser keeps (in a short-lived HttpOnly cookie) between leaving and coming back. */
export interface GoogleFlowState {
  state: string;
  nonce: string;
  verifier: string;
}

export interface GoogleProfile {
  sub: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

/** Failures, named by the `error` values /signin understands (spec section 8). */
export class GoogleAuthError extends Error {
  constructor(readonly code: "oauth_failed" | "token_exchange" | "no_email" | "google_not_configured") {
    super(code);
  }
}

export interface GoogleAuth {
  readonly configured: boolean;
  start(): Promise<{ url: string; flow: GoogleFlowState }>;
  finish(callbackUrl: URL, flow: GoogleFlowState): Promise<GoogleProfile>;
}

/** Google sign-in with PKCE, state and nonce through openid-client; the issuer is configurable for tests. */
export function createGoogleAuth(settings: GoogleSettings): GoogleAuth {
  const { clientId, clientSecret } = settings;
  let discovered: Promise<oidc.Configuration> | undefined;
  const config = () => {
    if (!clientId || !clientSecret) throw new GoogleAuthError("google_not_configured");
    discovered ??= discover(settings.issuer, clientId, clientSecret).catch((error: unknown) => {
      discovered = undefined; // try again on the next sign-in
      throw error;
    });
    return discovered;
  };

  return {
    configured: Boolean(clientId && clientSecret),
    async start() {
      const cfg = await config().catch(rethrowAs("oauth_failed"));
      const flow: GoogleFlowState = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: settings.redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256",
        state: flow.state,
        nonce: flow.nonce,
        prompt: "select_account",
      });
      return { url: url.href, flow };
    },
    async finish(callbackUrl, flow) {
      const cfg = await config().catch(rethrowAs("oauth_failed"));
      const tokens = await oidc
        .authorizationCodeGrant(cfg, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        })
        .catch(rethrowAs("token_exchange"));
      const claims = tokens.claims();
      if (!claims) throw new GoogleAuthError("token_exchange");
      const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
      return {
        sub: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        firstName: personName(claims.given_name, "First name"),
        lastName: personName(claims.family_name, "Last name"),
        picture: text(claims.picture),
      };
    },
  };
}

async function discover(issuer: string, clientId: string, clientSecret: string): Promise<oidc.Configuration> {
  const url = new URL(issuer);
  // Plain http is allowed only for a local mock issuer in development and tests.
  const local = url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return oidc.discovery(url, clientId, clientSecret, undefined, local ? { execute: [oidc.allowInsecureRequests] } : undefined);
}

function rethrowAs(code: GoogleAuthError["code"]) {
  return (error: unknown): never => {
    if (error instanceof GoogleAuthError) throw error;
    throw Object.assign(new GoogleAuthError(code), { cause: error });
  };
}

/**
 * A name from Google's claims kept only when it keeps the one text rule that sign-up's names keep
 * (decision 016): a name Google holds that our form would refuse is left empty, never stored as is.
 */
function personName(value: unknown, label: string): string | undefined {
  if (typeof value !== "string") return undefined;
  if (textProblem(value, { label, max: TEXT_LIMITS.personName })) return undefined;
  return normaliseText(value) || undefined;
}
