import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPathFor } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of the site with its query and hash", () => {
    for (const path of ["/", "/pipeline", "/pipeline?x=1", "/clients?q=Ann%20Lee#top", "/daily-input-fixed"]) {
      expect(safeReturnPath(path)).toBe(path);
    }
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "//evil.com",
      "//evil.com/pipeline",
      "/\\evil.com",
      "\\\\evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      " /pipeline",
      "https://evil.com",
      "http:/evil.com",
      "javascript:alert(1)",
      "pipeline",
      "evil.com",
      "",
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it("refuses the sign-in page, the API and overlong values", () => {
    expect(safeReturnPath("/signin")).toBeNull();
    expect(safeReturnPath("/signin?next=/pipeline")).toBeNull();
    expect(safeReturnPath("/api/auth/user")).toBeNull();
    expect(safeReturnPath(`/${"a".repeat(2048)}`)).toBeNull();
  });

  it("keeps an encoded slash, which stays a path of this site", () => {
    expect(safeReturnPath("/%2F%2Fevil.com")).toBe("/%2F%2Fevil.com");
  });
});

describe("signInPathFor", () => {
  it("carries the screen and its query, encoded", () => {
    expect(signInPathFor("/pipeline?x=1")).toBe("/signin?next=%2Fpipeline%3Fx%3D1");
  });

  it("is the plain sign-in page for the dashboard or an unsafe path", () => {
    expect(signInPathFor("/")).toBe("/signin");
    expect(signInPathFor("//evil.com")).toBe("/signin");
  });
});
