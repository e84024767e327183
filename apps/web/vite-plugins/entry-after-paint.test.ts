import { describe, expect, it } from "vitest";
import { entryLoader, withEntryAfterPaint } from "./entry-after-paint";

const BUILT = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-AbC_1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-x1.js">
    <link rel="modulepreload" crossorigin href="/assets/cn-y2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-z3.css">
  </head><body><div id="root"></div></body></html>`;

describe("withEntryAfterPaint", () => {
  const html = withEntryAfterPaint(BUILT);

  it("leaves no module script in the page", () => {
    expect(html).not.toContain('<script type="module"');
  });

  it("fetches the entry and its imports at low priority", () => {
    for (const file of ["index-AbC_1.js", "jsx-runtime-x1.js", "cn-y2.js"]) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}" fetchpriority="low">`);
    }
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-z3.css">');
  });

  it("runs the entry from an inline script at the end of the body", () => {
    expect(html).toContain(`<script>${entryLoader("/assets/index-AbC_1.js")}</script></body>`);
    expect(entryLoader("/assets/index-AbC_1.js")).toContain('s.src="/assets/index-AbC_1.js"');
  });

  it("refuses a page without a module script", () => {
    expect(() => withEntryAfterPaint("<html><body></body></html>")).toThrow(/no module script/);
  });
});
