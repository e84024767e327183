import { getAuthToken } from "./auth-token";

/**
 * The server sends HTML carrying this meta tag only to a browser without a session cookie
 * (apps/server/src/plugins/web.ts; written by vite-plugins/prerender.ts).
 */
const SIGNED_OUT_META = 'meta[name="measured-session"][content="signed-out"]';

let signedInSincePageLoad = false;

/** After a sign-in on this page, the page's HTML no longer tells the session state. */
export function noteSignIn(): void {
  signedInSincePageLoad = true;
}

/**
 * Whether a session may exist. Not when the server said this browser has no session cookie and no
 * bearer token is stored and no sign-in happened since: asking GET /api/auth/user could only earn a 401.
 */
export function mayBeSignedIn(): boolean {
  if (signedInSincePageLoad || getAuthToken() !== null) return true;
  return document.querySelector(SIGNED_OUT_META) === null;
}
