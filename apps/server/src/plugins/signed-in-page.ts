import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { dayWindow, isValidTimeZone, LEADS_PAGE_SIZE, TIME_ZONE_COOKIE, todayIn } from "@measured/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The web build's server-side entry (apps/web/src/app/render-signed-in.tsx, built to
 * dist/ssr/render-signed-in.js): renders a signed-in page from the API's answers (decision 014).
 */
export interface SignedInRenderer {
  renders(pathname: string): boolean;
  renderSignedIn(pathname: string, state: SignedInState): Promise<{ html: string; title: string } | null>;
}

/** apps/web/src/app/signed-in-state.ts; the answers pass through as the API sent them. */
interface SignedInState {
  timeZone: string;
  user: unknown;
  preferences: unknown;
  dashboard?: unknown;
  today?: unknown;
  goals?: unknown;
  pipeline?: unknown;
  leads?: unknown;
  finance?: unknown;
}

export const SSR_DIR = "ssr";
const RENDERER_FILE = "render-signed-in.js";
/** apps/web/src/app/signed-in-state.ts, SIGNED_IN_STATE_ID. */
const STATE_ID = "measured-state";
const EMPTY_ROOT = '<div id="root"></div>';
/** apps/web/src/components/appointments/api/get-day-appointments.ts, DAY_APPOINTMENTS_LIMIT. */
const DAY_APPOINTMENTS_LIMIT = 50;
/** apps/web/src/features/finance/api/get-ledger-page.ts, LEDGER_PAGE_SIZE. */
const LEDGER_PAGE_SIZE = 25;
/** apps/web/src/features/finance/api/finance-keys.ts, FIRST_FINANCE_PERIOD: the period Finance opens on. */
const FIRST_FINANCE_PERIOD = "month";

export async function loadSignedInRenderer(root: string): Promise<SignedInRenderer | null> {
  const file = path.join(root, SSR_DIR, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<SignedInRenderer>;
  return typeof loaded.renderSignedIn === "function" && typeof loaded.renders === "function"
    ? (loaded as SignedInRenderer)
    : null;
}

/**
 * JSON inside `<script type="application/json">`: a `<` could close the element (a metric named
 * `</script><script>...`), so every one is written as its JSON escape, which parses back the same.
 */
export function jsonForScript(json: string): string {
  return json.replace(/</g, "\\u003c");
}

/** The API's answer to a GET made with the visitor's own cookies, or null unless it is a 200. */
async function answer(app: FastifyInstance, request: FastifyRequest, url: string): Promise<string | null> {
  return (await answerWithHeaders(app, request, url))?.body ?? null;
}

async function answerWithHeaders(app: FastifyInstance, request: FastifyRequest, url: string) {
  const res = await app.inject({ method: "GET", url, headers: { cookie: request.headers.cookie ?? "" } });
  return res.statusCode === 200 ? res : null;
}

/**
 * The page's own answers as the state's JSON members (`"dashboard":{…}`), or null when one failed.
 * Each page asks for what its first screen shows, as the browser would.
 */
async function pageAnswers(app: FastifyInstance, request: FastifyRequest, pathname: string, zone: string) {
  if (pathname === "/pipeline") {
    const pipeline = await answer(app, request, "/api/pipeline");
    return pipeline && `"pipeline":${pipeline}`;
  }
  if (pathname === "/clients") {
    const [page, summary, followUpsDue] = await Promise.all([
      answerWithHeaders(app, request, `/api/clients?limit=${LEADS_PAGE_SIZE}`),
      answer(app, request, "/api/clients/summary"),
      answer(app, request, "/api/clients/follow-ups-due"),
    ]);
    if (!page || !summary || !followUpsDue) return null;
    const next = page.headers["x-next-cursor"];
    const nextCursor = typeof next === "string" ? JSON.stringify(next) : "null";
    return `"leads":{"page":${page.body},"nextCursor":${nextCursor},"summary":${summary},"followUpsDue":${followUpsDue}}`;
  }
  if (pathname === "/expenses") return financeAnswers(app, request);
  // The dashboard's Today (decision 044): the day's appointments and the follow-ups due, as the page asks, and its goals strip
  // (apps/web/src/components/appointments/api/get-day-appointments.ts, the same window and limit).
  const date = todayIn(zone);
  const day = new URLSearchParams({ ...dayWindow(date, zone), limit: String(DAY_APPOINTMENTS_LIMIT) });
  const [dashboard, appointments, followUpsDue, goals] = await Promise.all([
    answer(app, request, `/api/dashboard?${new URLSearchParams({ period: "today", timeZone: zone })}`),
    answer(app, request, `/api/appointments?${day}`),
    answer(app, request, "/api/clients/follow-ups-due"),
    answer(app, request, "/api/goals"),
  ]);
  if (!dashboard || !appointments || !followUpsDue || !goals) return null;
  const today = `{"date":${JSON.stringify(date)},"appointments":${appointments},"followUpsDue":${followUpsDue}}`;
  return `"dashboard":${dashboard},"today":${today},"goals":${goals}`;
}

/**
 * Finance's first screen: the summary of the period it opens on and the first page of its first tab
 * (expenses) over that period's days, which only the summary names, so it is asked for second.
 */
async function financeAnswers(app: FastifyInstance, request: FastifyRequest) {
  const summary = await answer(app, request, `/api/finance/summary?period=${FIRST_FINANCE_PERIOD}`);
  if (!summary) return null;
  const { from, to } = JSON.parse(summary) as { from: string; to: string };
  const query = new URLSearchParams({ from, to, limit: String(LEDGER_PAGE_SIZE) });
  const expenses = await answerWithHeaders(app, request, `/api/expenses?${query}`);
  if (!expenses) return null;
  const next = expenses.headers["x-next-cursor"];
  const nextCursor = typeof next === "string" ? JSON.stringify(next) : "null";
  return `"finance":{"summary":${summary},"expenses":{"page":${expenses.body},"nextCursor":${nextCursor}}}`;
}

/**
 * The page's HTML with the signed-in screen rendered in it and the answers it was rendered from,
 * or null when it cannot be (no zone cookie yet, a session that no longer signs in, a rep still
 * onboarding, a page the server does not render, an API that failed): the caller then sends the
 * plain shell, and the app asks for everything itself, as before. The answers come from the API's
 * own routes (through `inject`, with the visitor's cookies), so they are scoped, validated and
 * shaped exactly as the browser would get them.
 */
export async function renderSignedInPage(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  template: string,
  renderer: SignedInRenderer,
): Promise<string | null> {
  if (!renderer.renders(pathname)) return null;
  const zone = request.cookies[TIME_ZONE_COOKIE];
  if (!zone || !isValidTimeZone(zone)) return null;
  const [user, preferences, own] = await Promise.all([
    answer(app, request, "/api/auth/user"),
    answer(app, request, "/api/user/preferences"),
    pageAnswers(app, request, pathname, zone),
  ]);
  if (!user || !preferences || !own) return null;
  const state = `{"timeZone":${JSON.stringify(zone)},"user":${user},"preferences":${preferences},${own}}`;
  const parsed = JSON.parse(state) as SignedInState & { user: { isOnboarded?: boolean } };
  if (!parsed.user.isOnboarded) return null;
  let page: { html: string; title: string } | null;
  try {
    page = await renderer.renderSignedIn(pathname, parsed);
  } catch (error) {
    request.log.error({ err: error }, "server rendering of a signed-in page failed; sent the shell");
    return null;
  }
  if (!page || !template.includes(EMPTY_ROOT)) return null;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root">${page.html}</div><script type="application/json" id="${STATE_ID}">${jsonForScript(state)}</script>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Sends a rendered page: never stored by a cache (it holds the rep's figures), compressed on the
 * fly when the browser accepts it (the build's own pages are compressed ahead of time).
 */
export async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  reply.header("cache-control", "private, no-store").header("vary", "Cookie, Accept-Encoding").type("text/html; charset=utf-8");
  const accepts = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(await gzipAsync(html));
  return reply.send(html);
}
