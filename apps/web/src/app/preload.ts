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
 * For a browser that may be signed in (main.tsx): loads the signed-in frame and the page it opens on
 * (and, at the dashboard, its first data), in parallel with GET /api/auth/user rather than one after
 * another behind it; a page the server rendered hydrates as soon as its code is in.
 */
export function preloadSignedIn(queryClient: QueryClient, pathname: string): void {
  void loadAppLayout();
  if (pathname === paths.pipeline) void loadPipeline();
  if (pathname === paths.clients) void loadClients();
  if (pathname === paths.expenses) void loadExpenses();
  if (pathname !== paths.dashboard) return;
  void loadDashboard();
  // Today is its own chunk (decision 044): asked for now, so hydrating the server's Today does not wait on it.
  void import("@/features/metrics/components/dashboard/today-section");
  void prefetchDashboard(queryClient);
}
