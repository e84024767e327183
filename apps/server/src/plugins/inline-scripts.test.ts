import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";

const sha = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

describe("inline script hashes for the CSP", () => {
  it("hashes each classic inline script's exact text", () => {
    const html = `<head><script>document.documentElement.classList.add("dark")</script></head><body><script type="text/javascript">a()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(`document.documentElement.classList.add("dark")`), sha("a()")]);
  });

  it("leaves out scripts loaded from a file, data blocks and empty scripts", () => {
    const html = [
      `<script type="module" crossorigin src="/assets/index.js"></script>`,
      `<script src="/assets/theme.js"></script>`,
      `<script type="application/json" id="measured-state">{"a":1}</script>`,
      `<script>  </script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
