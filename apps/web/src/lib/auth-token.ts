/** The optional bearer token kept in local storage (spec section 9: key authToken). */
const AUTH_TOKEN_KEY = "authToken";

export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage can be unavailable (private mode, quota); the session cookie still signs the user in.
  }
}

export function clearAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
