import type { BrowserContext } from "@playwright/test";

export interface GoogleAccount {
  email: string;
  given_name?: string;
  family_name?: string;
  email_verified?: boolean;
}

/**
 * Chooses the account the OIDC mock signs this browser context in as. Cookies
 * ignore ports, so the cookie set on 127.0.0.1 reaches the mock on :5556.
 */
export async function useGoogleAccount(context: BrowserContext, account: GoogleAccount): Promise<void> {
  await context.addCookies([
    {
      name: "oidc_mock_user",
      value: encodeURIComponent(JSON.stringify(account)),
      domain: "127.0.0.1",
      path: "/",
    },
  ]);
}
