import type { QueryClient } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { prefetchDashboard } from "@/features/metrics/api/prefetch-dashboard";

/** The signed-in frame and the dashboard, loaded lazily by router.tsx and early by preloadSignedIn. */
export const loadAppLayout = () => import("./routes/app/layout");
export const loadDashboard = () => import("./routes/app/dashboard");

/**
 * For a browser that may be signed in (main.tsx): loads the signed-in frame and, at the dashboard,
 * its page and first data, in parallel with GET /api/auth/user rather than one after another behind it.
 */
export function preloadSignedIn(queryClient: QueryClient, pathname: string): void {
  void loadAppLayout();
  if (pathname !== paths.dashboard) return;
  void loadDashboard();
  void prefetchDashboard(queryClient);
}
