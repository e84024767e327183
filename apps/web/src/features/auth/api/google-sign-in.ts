/** GET /api/auth/google is a browser navigation: it redirects to Google and back. */
export const GOOGLE_SIGN_IN_URL = "/api/auth/google";

export function startGoogleSignIn(): void {
  window.location.assign(GOOGLE_SIGN_IN_URL);
}
