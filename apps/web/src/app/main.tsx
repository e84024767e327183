import "@/lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient } from "@/lib/query-client";
import { mayBeSignedIn } from "@/lib/session-hint";
import { startTheme } from "@/lib/theme";
import { browserTimeZone, rememberTimeZone } from "@/lib/time-zone";
import { USER_QUERY_KEY, userQueryOptions } from "@/lib/user";
import { App } from "./App";
import { preloadSignedInCode, preloadSignedInData } from "./preload";
import { readSignedInState, seedSignedInState } from "./signed-in-state";
import "./index.css";

// Before the first render, so the first frame already has the right palette.
startTheme();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const rootElement: HTMLElement = root;

const queryClient = createQueryClient();
const signedOut = !mayBeSignedIn();
const pathname = window.location.pathname;
// The page's code first, so the network works while the rest of the start runs.
if (!signedOut) preloadSignedInCode(pathname);

// The start is cut into tasks (this module's evaluation, then the state, then the render), each short:
// on a slow phone a task over 50 ms holds up a tap, and the entry's evaluation, the first read of the
// zone (the browser's date library starting, 20–50 ms) and the links the preloads add were one task of
// 470–580 ms at 4× CPU slowdown (profiled, issue 21). A timer's task, not a microtask, lets the browser in between.
setTimeout(startApp);

function startApp() {
  const timeZone = browserTimeZone();
  rememberTimeZone(timeZone);
  // A signed-in page the server rendered carries the answers it was rendered from (decision 014).
  const signedInState = signedOut ? null : readSignedInState(timeZone);
  // The server's HTML says so (lib/session-hint.ts): the first render is already the right screen.
  if (signedOut) {
    queryClient.setQueryData(USER_QUERY_KEY, null);
  } else {
    if (signedInState) seedSignedInState(queryClient, signedInState);
    else void queryClient.prefetchQuery(userQueryOptions());
    preloadSignedInData(queryClient, pathname);
  }

  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  // Markup from the server is hydrated: the prerendered signed-out screen (prerender.tsx), unless a
  // stored token means this browser may be signed in after all, or a signed-in page rendered with
  // the state above (render-signed-in.tsx). Anything else is replaced. As a transition, hydration
  // runs in slices between which the browser can paint and handle input, not in one long task.
  // The server's markup is painted before the app works over it: hydration starts in the task after the
  // next frame, so the first paint never waits for it.
  if (rootElement.hasChildNodes() && (signedOut || signedInState)) {
    requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(rootElement, app))));
  } else createRoot(rootElement).render(app);
}
