/**
 * Where a rep goes after signing in, when a signed-out visit to a screen sent them to the sign-in
 * page: `/signin?next=%2Fpipeline%3Fx%3D1` (decision 039). The web app and the Google sign-in
 * routes read the parameter through `safeReturnPath`, so it can never send anyone off the site.
 */
export const RETURN_PATH_PARAM = "next";

/** Longer than any address of the app; a longer value is refused, not cut. */
export const RETURN_PATH_MAX_LENGTH = 2048;

/** The only origin a relative path may resolve to; a path that resolves elsewhere is refused. */
const PROBE_ORIGIN = "https://measured.invalid";

/**
 * `value` when it is a path of this site to open after signing in, else null. Only a path that
 * starts with a single "/": "//evil.com" and "/\evil.com" are other hosts to a browser, "https://…"
 * and "javascript:…" are not paths. No whitespace, control character or backslash anywhere (a
 * browser drops tabs and newlines from an address, so "/\t/evil.com" would become "//evil.com").
 * Never the sign-in page itself or the API.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === "/signin" || url.pathname === "/api" || url.pathname.startsWith("/api/")) return null;
  return value;
}

/** The sign-in page's address that returns to `path` (a path with its query) afterwards. */
export function signInPathFor(path: string): string {
  const back = safeReturnPath(path);
  return back && back !== "/" ? `/signin?${RETURN_PATH_PARAM}=${encodeURIComponent(back)}` : "/signin";
}
