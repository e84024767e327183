import { describe, expect, it } from "vitest";
import { googleErrorMessage } from "./google-errors";

describe("googleErrorMessage", () => {
  it.each([
    ["oauth_access_denied", "Google authentication was cancelled."],
    ["oauth_failed", "Google authentication failed. Please try again."],
    ["no_code", "Authentication error: No authorization code received."],
    ["token_exchange", "Authentication error: Token exchange failed."],
    ["no_email", "Unable to get email from Google account."],
    ["something_else", "Authentication error: something_else"],
    ["constructor", "Authentication error: constructor"],
    ["", "Authentication failed. Please try again."],
    [null, "Authentication failed. Please try again."],
  ])("maps %j to %j", (value, message) => {
    expect(googleErrorMessage(value)).toBe(message);
  });
});
