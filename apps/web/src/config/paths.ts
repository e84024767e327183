/** Every route path in the app (spec section 2). */
export const paths = {
  // Signed out
  landing: "/",
  signIn: "/signin",
  resetPassword: "/reset-password",
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
  themeSettings: "/theme-settings",
  privacy: "/privacy",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
