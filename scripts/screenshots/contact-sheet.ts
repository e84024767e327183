/**
 * screenshots/index.html: one row per screen, one column per width and theme, each picture at half
 * its size and a link to the full one; a screen that could not be taken shows why. Run by Playwright
 * after the capture (globalTeardown), and on its own with `node --import tsx scripts/screenshots/contact-sheet.ts`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { OUT_DIR, SCREENS, shotDir, THEMES, WIDTHS } from "./layout";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function cell(width: number, theme: (typeof THEMES)[number], screen: string): string {
  const folder = `${width}-${theme}`;
  const png = path.join(shotDir(width, theme), `${screen}.png`);
  const error = path.join(shotDir(width, theme), `${screen}.error.txt`);
  if (existsSync(png)) {
    const src = `${folder}/${screen}.png`;
    return `<a href="${src}"><img src="${src}" width="${width / 2}" loading="lazy" alt="${screen} at ${folder}"></a>`;
  }
  const why = existsSync(error) ? (readFileSync(error, "utf8").split("\n")[0] ?? "") : "not taken";
  return `<p class="missing" style="width:${width / 2}px">Missing: ${escapeHtml(why)}</p>`;
}

export function writeContactSheet(): string {
  const columns = WIDTHS.flatMap((width) => THEMES.map((theme) => ({ width, theme })));
  const header = columns.map(({ width, theme }) => `<th>${width} px · ${theme}</th>`).join("");
  const rows = SCREENS.map(
    ([screen, caption]) =>
      `<tr><th scope="row" id="${screen}">${escapeHtml(caption)}<br><code>${screen}</code></th>${columns
        .map(({ width, theme }) => `<td class="${theme}">${cell(width, theme, screen)}</td>`)
        .join("")}</tr>`,
  ).join("\n");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Measured screenshots</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 16px; background: #f4f4f5; color: #18181b; }
  table { border-collapse: separate; border-spacing: 12px 8px; }
  th { text-align: left; vertical-align: top; position: sticky; top: 0; background: #f4f4f5; }
  th[scope="row"] { position: sticky; left: 0; width: 140px; z-index: 1; }
  td { vertical-align: top; padding: 6px; border-radius: 6px; }
  td.dark { background: #27272a; }
  td.light { background: #ffffff; }
  img { display: block; height: auto; box-shadow: 0 0 0 1px #a1a1aa; }
  .missing { color: #b91c1c; background: #fef2f2; padding: 8px; margin: 0; }
</style>
</head>
<body>
<h1>Measured screenshots</h1>
<p>Generated ${new Date().toISOString()} by <code>npm run screenshots</code>. Full page; shown at half size (click for the real one).</p>
<table>
<thead><tr><th></th>${header}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
  const file = path.join(OUT_DIR, "index.html");
  writeFileSync(file, html);
  return file;
}

export default function globalTeardown(): void {
  if (!existsSync(OUT_DIR)) return;
  console.log(`Contact sheet: ${writeContactSheet()}`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) globalTeardown();
