/**
 * Values of the `error` query parameter that the Google sign-in flow sends back
 * to /signin, and the toast text for each (spec section 8).
 */
export const GOOGLE_ERROR_MESSAGES: Record<string, string> = {
  oauth_access_denied: "Google authentication was cancelled.",
  oauth_failed: "Google authentication failed. Please try again.",
  no_code: "Authentication error: No authorization code received.",
  token_exchange: "Authentication error: Token exchange failed.",
  no_email: "Unable to get email from Google account.",
  // Not in the original app: it had no way to say the server lacks Google settings.
  google_not_configured: "Google sign-in is not set up on this server. Please sign in with email and password.",
};

export const AUTH_ERROR_TOAST_TITLE = "Authentication Error";
export const DEFAULT_AUTH_ERROR_MESSAGE = "Authentication failed. Please try again.";

export type GoogleErrorCode = keyof typeof GOOGLE_ERROR_MESSAGES;

export function googleErrorMessage(value: string | null | undefined): string {
  if (!value) return DEFAULT_AUTH_ERROR_MESSAGE;
  return Object.hasOwn(GOOGLE_ERROR_MESSAGES, value)
    ? (GOOGLE_ERROR_MESSAGES[value] as string)
    : `Authentication error: ${value}`;
}
