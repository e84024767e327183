import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme } from "./theme";

/** <html> as applyTheme sees it: its classes, and each write to its inline `color-scheme`. */
function stubRoot(colorScheme: string, dark: boolean) {
  const classes = new Set(dark ? ["dark"] : []);
  const writes: string[] = [];
  const style = {
    get colorScheme() {
      return colorScheme;
    },
    set colorScheme(value: string) {
      writes.push(value);
      colorScheme = value;
    },
  };
  const classList = {
    toggle: (name: string, force: boolean) => {
      if (force) classes.add(name);
      else classes.delete(name);
      return force;
    },
  };
  vi.stubGlobal("document", { documentElement: { style, classList } });
  vi.stubGlobal("window", { matchMedia: () => ({ matches: false }) });
  return { writes, classes };
}

afterEach(() => vi.unstubAllGlobals());

describe("applyTheme", () => {
  it("leaves <html> untouched when the theme is already applied (theme-boot.ts ran first)", () => {
    const root = stubRoot("light", false);
    applyTheme("system");
    applyTheme("light");
    expect(root.writes).toEqual([]);
    expect(root.classes.has("dark")).toBe(false);
  });

  it("writes the scheme and the class when they differ", () => {
    const root = stubRoot("light", false);
    applyTheme("dark");
    expect(root.writes).toEqual(["dark"]);
    expect(root.classes.has("dark")).toBe(true);
    applyTheme("light");
    expect(root.writes).toEqual(["dark", "light"]);
    expect(root.classes.has("dark")).toBe(false);
  });
});
