/** Every route path in the app (spec section 2). */
export const paths = {
  // Signed out
  landing: "/",
  signIn: "/signin",
  resetPassword: "/reset-password",
  // Opened from e-mails, in any session state (decision 054)
  confirmEmail: "/confirm-email",
  unsubscribe: "/unsubscribe",
  // Signed in and onboarded
  dashboard: "/",
  dailyInput: "/daily-input",
  dailyInputFixed: "/daily-input-fixed",
  pipeline: "/pipeline",
  expenses: "/expenses",
  clients: "/clients",
  settings: "/settings",
  profile: "/profile",
  customizeMetrics: "/customize-metrics",
  changeIndustry: "/change-industry",
  goals: "/goals",
  teams: "/teams",
  /** The invitation e-mail's link (decision 062); signed out, it asks to sign in first. */
  acceptInvitation: "/accept-invitation",
  themeSettings: "/theme-settings",
  privacy: "/privacy",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * The signed-in screens that exist (decision 039). A navigation item, menu item or card link shows
 * only when its destination is here, so none leads to the not-found page; the issue that builds a
 * screen adds its path here together with its route in app/router.tsx. Every screen of the spec is built.
 */
export const SCREENS_BUILT: ReadonlySet<AppPath> = new Set<AppPath>([
  paths.dashboard,
  paths.dailyInput,
  paths.dailyInputFixed,
  paths.pipeline,
  paths.clients,
  paths.expenses,
  paths.goals,
  paths.teams,
  paths.acceptInvitation,
  paths.settings,
  paths.profile,
  paths.privacy,
  paths.customizeMetrics,
  paths.changeIndustry,
  paths.themeSettings,
]);

export function isBuilt(path: AppPath): boolean {
  return SCREENS_BUILT.has(path);
}

/** Keeps the entries whose destination exists, in their order. */
export function builtOnly<T extends { href: AppPath }>(items: readonly T[]): T[] {
  return items.filter((item) => isBuilt(item.href));
}
