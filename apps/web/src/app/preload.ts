import type { QueryClient } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { prefetchDashboard } from "@/features/metrics/api/prefetch-dashboard";

/** The signed-in frame and the dashboard, loaded lazily by router.tsx and early by preloadSignedIn. */
export const loadAppLayout = () => import("./routes/app/layout");
export const loadDashboard = () => import("./routes/app/dashboard");
export const loadPipeline = () => import("./routes/app/pipeline");
export const loadClients = () => import("./routes/app/clients");
export const loadExpenses = () => import("./routes/app/expenses");

/**
 * Runs each step in a task of its own, one after another. An import adds a modulepreload link for each
 * module it needs, a few milliseconds each: for the frame and a page together that was 30–40 ms of the
 * page's first task (about 150 ms on a mid-range phone), in front of everything else (decision 072).
 */
function inTurn(steps: readonly (() => unknown)[]): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    inTurn(rest);
  });
}

/**
 * For a browser that may be signed in (main.tsx): loads the signed-in frame and the page it opens on
 * (and, at the dashboard, its first data), in parallel with GET /api/auth/user rather than one after
 * another behind it; a page the server rendered hydrates as soon as its code is in.
 */
export function preloadSignedIn(queryClient: QueryClient, pathname: string): void {
  const steps: (() => unknown)[] = [loadAppLayout];
  if (pathname === paths.pipeline) steps.push(loadPipeline);
  if (pathname === paths.clients) steps.push(loadClients);
  if (pathname === paths.expenses) steps.push(loadExpenses);
  if (pathname === paths.dashboard) {
    void prefetchDashboard(queryClient);
    // Today is its own chunk (decision 044): asked for now, so hydrating the server's Today does not wait on it.
    steps.push(loadDashboard, () => import("@/features/metrics/components/dashboard/today-section"));
  }
  inTurn(steps);
}
