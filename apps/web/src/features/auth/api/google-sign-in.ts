import { RETURN_PATH_PARAM } from "@measured/core";
import { paths } from "@/config/paths";
import { returnPath } from "../hooks/use-finish-sign-in";

/** GET /api/auth/google is a browser navigation: it redirects to Google and back. */
export const GOOGLE_SIGN_IN_URL = "/api/auth/google";

/**
 * Starts Google sign-in; the screen the rep was headed for (the sign-in page's `next`) travels with
 * it, and the server checks it again before it redirects there (routes/auth/google.ts).
 */
export function startGoogleSignIn(): void {
  const next = returnPath(window.location.search);
  window.location.assign(
    next === paths.dashboard ? GOOGLE_SIGN_IN_URL : `${GOOGLE_SIGN_IN_URL}?${RETURN_PATH_PARAM}=${encodeURIComponent(next)}`,
  );
}
