import { type PublicUser, signInPathFor } from "@measured/core";
import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { Splash } from "@/components/layout/splash";
import { paths, SCREENS_BUILT } from "@/config/paths";
import { forgetLastActivity } from "@/lib/idle-clock";
import { useUser } from "@/lib/user";
import { loadAppLayout, loadClients, loadDashboard, loadExpenses, loadPipeline } from "./preload";
import { LandingRoute } from "./routes/landing";
import { SessionErrorRoute } from "./routes/session-error";

const SignInRoute = lazy(() => import("./routes/sign-in"));
const ResetPasswordRoute = lazy(() => import("./routes/reset-password"));
const ConfirmEmailRoute = lazy(() => import("./routes/confirm-email"));
const UnsubscribeRoute = lazy(() => import("./routes/unsubscribe"));
const NotFoundRoute = lazy(() => import("./routes/not-found"));
const OnboardingRoute = lazy(() => import("./routes/onboarding"));
const AppLayout = lazy(loadAppLayout);
const AppNotFoundRoute = lazy(() => import("./routes/app/not-found"));
const DashboardRoute = lazy(loadDashboard);
const DailyInputRoute = lazy(() => import("./routes/app/daily-input"));
const DailyInputFixedRoute = lazy(() => import("./routes/app/daily-input-fixed"));
const CustomizeMetricsRoute = lazy(() => import("./routes/app/customize-metrics"));
const ChangeIndustryRoute = lazy(() => import("./routes/app/change-industry"));
const SettingsRoute = lazy(() => import("./routes/app/settings"));
const ProfileRoute = lazy(() => import("./routes/app/profile"));
const PrivacyRoute = lazy(() => import("./routes/app/privacy"));
const ThemeSettingsRoute = lazy(() => import("./routes/app/theme-settings"));
const ClientsRoute = lazy(loadClients);
const PipelineRoute = lazy(loadPipeline);
const ExpensesRoute = lazy(loadExpenses);
const GoalsRoute = lazy(() => import("./routes/app/goals"));
const TeamsRoute = lazy(() => import("./routes/app/teams"));
const AcceptInvitationRoute = lazy(() => import("./routes/app/accept-invitation"));

/** The app's screens other than "/" (the landing page when signed out). */
const SIGNED_IN_SCREENS = [...SCREENS_BUILT].filter((path) => path !== paths.landing);

/**
 * Signed out, a screen of the app (a bookmark, a link in the follow-up e-mail) asks to sign in
 * first, then opens with its query (decision 039); any other path is not found.
 */
function SignInFirst() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={signInPathFor(search ? `${location}?${search}` : location)} replace />;
}

function SignedOutRoutes() {
  // Signed out, auto logout's record of activity goes, so the next sign-in here starts its own clock.
  useEffect(() => {
    try {
      forgetLastActivity(window.localStorage);
    } catch {
      // Storage refused: there is no record to forget.
    }
  }, []);
  return (
    <Switch>
      <Route path={paths.landing} component={LandingRoute} />
      <Route path={paths.signIn} component={SignInRoute} />
      <Route path={paths.resetPassword} component={ResetPasswordRoute} />
      {SIGNED_IN_SCREENS.map((path) => (
        <Route key={path} path={path} component={SignInFirst} />
      ))}
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
        <Route path={paths.settings} component={SettingsRoute} />
        <Route path={paths.profile} component={ProfileRoute} />
        <Route path={paths.privacy} component={PrivacyRoute} />
        <Route path={paths.themeSettings} component={ThemeSettingsRoute} />
        <Route path={paths.clients} component={ClientsRoute} />
        <Route path={paths.pipeline} component={PipelineRoute} />
        <Route path={paths.expenses} component={ExpensesRoute} />
        <Route path={paths.goals} component={GoalsRoute} />
        <Route path={paths.teams} component={TeamsRoute} />
        <Route path={paths.acceptInvitation} component={AcceptInvitationRoute} />
        {/* Signed in, the sign-in page (opened again, or reached with Back) is the dashboard (issue 10, finding 5). */}
        <Route path={paths.signIn}>
          <Redirect to={paths.dashboard} replace />
        </Route>
        <Route component={AppNotFoundRoute} />
      </Switch>
    </AppLayout>
  );
}

/** Spec section 2: the screens follow the session state. */
export function AppRouter() {
  const user = useUser();
  const [location] = useLocation();
  // The first answer (splash → the whole signed-in screen) renders as a transition, in slices
  // between which the browser can paint and handle input; later changes (sign-in, logout) render
  // at once, with the navigation that follows them.
  const firstAnswer = useDeferredValue(user.data);
  if (user.isPending) return <Splash />;
  if (user.isError) return <SessionErrorRoute onRetry={() => void user.refetch()} />;
  if (firstAnswer === undefined) return <Splash />;

  const session = user.data;
  return (
    <Suspense fallback={<Splash />}>
      {/* A reset link works in any session state: its owner may still be signed in on this device
          (issue 10). The same element whether signed in or out, so the form survives the sign-out
          that a successful reset makes (every session ends on the server). */}
      {location === paths.resetPassword ? (
        <ResetPasswordRoute />
      ) : location === paths.confirmEmail ? (
        <ConfirmEmailRoute />
      ) : location === paths.unsubscribe ? (
        <UnsubscribeRoute />
      ) : session === null ? (
        <SignedOutRoutes />
      ) : session.isOnboarded ? (
        <SignedInRoutes user={session} />
      ) : (
        <OnboardingRoute user={session} />
      )}
    </Suspense>
  );
}
