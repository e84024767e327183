import type { PublicUser } from "@measured/core";
import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { Splash } from "@/components/layout/splash";
import { paths } from "@/config/paths";
import { useUser } from "@/lib/user";
import { LandingRoute } from "./routes/landing";
import { SessionErrorRoute } from "./routes/session-error";

const SignInRoute = lazy(() => import("./routes/sign-in"));
const ResetPasswordRoute = lazy(() => import("./routes/reset-password"));
const NotFoundRoute = lazy(() => import("./routes/not-found"));
const OnboardingRoute = lazy(() => import("./routes/onboarding"));
const AppLayout = lazy(() => import("./routes/app/layout"));
const AppNotFoundRoute = lazy(() => import("./routes/app/not-found"));
const DashboardRoute = lazy(() => import("./routes/app/dashboard"));
const DailyInputRoute = lazy(() => import("./routes/app/daily-input"));
const DailyInputFixedRoute = lazy(() => import("./routes/app/daily-input-fixed"));
const CustomizeMetricsRoute = lazy(() => import("./routes/app/customize-metrics"));
const ChangeIndustryRoute = lazy(() => import("./routes/app/change-industry"));

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path={paths.landing} component={LandingRoute} />
      <Route path={paths.signIn} component={SignInRoute} />
      <Route path={paths.resetPassword} component={ResetPasswordRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}

function SignedInRoutes({ user }: { user: PublicUser }) {
  return (
    <AppLayout user={user}>
      <Switch>
        <Route path={paths.dashboard}>
          <DashboardRoute user={user} />
        </Route>
        <Route path={paths.dailyInput} component={DailyInputRoute} />
        <Route path={paths.dailyInputFixed} component={DailyInputFixedRoute} />
        <Route path={paths.customizeMetrics} component={CustomizeMetricsRoute} />
        <Route path={paths.changeIndustry}>
          <ChangeIndustryRoute user={user} />
        </Route>
        {/* The other screens (pipeline, goals, ...) arrive in later issues; until then they are not found. */}
        <Route component={AppNotFoundRoute} />
      </Switch>
    </AppLayout>
  );
}

/** Spec section 2: the screens follow the session state. */
export function AppRouter() {
  const user = useUser();
  if (user.isPending) return <Splash />;
  if (user.isError) return <SessionErrorRoute onRetry={() => void user.refetch()} />;

  const session = user.data;
  return (
    <Suspense fallback={<Splash />}>
      {session === null ? (
        <SignedOutRoutes />
      ) : session.isOnboarded ? (
        <SignedInRoutes user={session} />
      ) : (
        <OnboardingRoute user={session} />
      )}
    </Suspense>
  );
}
