import "@/lib/zod-config";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient } from "@/lib/query-client";
import { mayBeSignedIn } from "@/lib/session-hint";
import { startTheme } from "@/lib/theme";
import { USER_QUERY_KEY, userQueryOptions } from "@/lib/user";
import { App } from "./App";
import { preloadSignedIn } from "./preload";
import "./index.css";

// Before the first render, so the first frame already has the right palette.
startTheme();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
const signedOut = !mayBeSignedIn();
// The server's HTML says so (lib/session-hint.ts): the first render is already the right screen.
if (signedOut) {
  queryClient.setQueryData(USER_QUERY_KEY, null);
} else {
  void queryClient.prefetchQuery(userQueryOptions());
  preloadSignedIn(queryClient, window.location.pathname);
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Prerendered markup (prerender.tsx) is the signed-out screen: hydrated, unless a stored token
// means this browser may be signed in after all, and then replaced.
if (root.hasChildNodes() && signedOut) hydrateRoot(root, app);
else createRoot(root).render(app);
