// Adds up the JUnit reports of every suite and prints one closing line.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "reports/junit";
let tests = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".xml"))) {
  const xml = readFileSync(path.join(dir, file), "utf8");
  const root = xml.match(/<testsuites\b[^>]*>/)?.[0] ?? "";
  const attr = (name) => Number(root.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
  tests += attr("tests");
  failed += attr("failures") + attr("errors");
  // Vitest leaves `skipped` off the root element, so count the skipped test cases themselves.
  const skippedHere = (xml.match(/<skipped\b/g) ?? []).length;
  skipped += skippedHere;
  console.log(`${file}: ${attr("tests")} tests, ${attr("failures") + attr("errors")} failed, ${skippedHere} skipped`);
}
console.log(`Total: ${tests - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
