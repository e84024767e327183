/** What `npm run screenshots` captures: shared by the capture (screens.ts) and the contact sheet. */
import path from "node:path";

export const WIDTHS = [360, 390, 1440] as const;
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** screenshots/ at the repository root (gitignored). */
export const OUT_DIR = path.resolve(import.meta.dirname, "../../screenshots");

/**
 * Every screen, in the order the contact sheet shows them (file name → caption). Whole pages, but for
 * the dialogs and the dashboard's first screen, which show only what the viewport shows.
 */
export const SCREENS = [
  ["landing", "Landing"],
  ["signin-login", "Sign in: Login tab"],
  ["signin-register", "Sign in: Register tab"],
  ["forgot-password", "Forgot Password dialog"],
  ["reset-password-invalid", "Reset password: invalid link"],
  ["not-found-signed-out", "404 (signed out)"],
  ["onboarding-step-1", "Onboarding step 1 (Solar chosen)"],
  ["onboarding-step-2", "Onboarding step 2"],
  ["dashboard-today", "Dashboard: Today"],
  ["dashboard-week", "Dashboard: This Week"],
  ["dashboard-month", "Dashboard: This Month"],
  ["dashboard-year", "Dashboard: This Year"],
  ["dashboard-all", "Dashboard: All Time"],
  ["dashboard-custom", "Dashboard: Custom (last 14 days)"],
  ["dashboard-first-screen", "Dashboard: the first screen only (This Month)"],
  ["dashboard-manage", "Dashboard: Manage dialog"],
  ["quick-entry", "Quick entry sheet (floating +)"],
  ["daily-input", "Daily Input"],
  ["customize-metrics", "Customize Metrics"],
  ["change-industry", "Change Industry"],
  ["settings", "Settings"],
  ["theme-settings", "Theme & Display"],
  ["not-found-signed-in", "404 (signed in)"],
  ["pipeline", "Pipeline"],
  ["pipeline-stage-records", "Pipeline: a stage's records (Appointments Sat)"],
  ["dashboard-records", "Dashboard: a card's records (Appts Ran)"],
  ["pipeline-log-appointment", "Pipeline: Log Appointment dialog"],
  ["quick-lead", "Log Lead/Appointment (from the +)"],
  ["pest-dashboard-month", "Pest control: Dashboard, This Month"],
  ["pest-daily-input", "Pest control: Daily Input"],
  ["leads-empty", "Leads: no leads yet"],
  ["leads", "Leads (follow-ups due, insights, cards)"],
  ["leads-dialog", "Leads: Edit Lead dialog (solar flags)"],
  ["leads-delete", "Leads: delete confirmation"],
  ["goals-empty", "Goals: none set"],
  ["goals", "Goals (one of each colour, a daily streak)"],
  ["goals-dialog", "Goals: Create New Goal with messages"],
  ["dashboard-goals", "Dashboard: the goals strip under Today"],
  ["more-menu", "The bar's More menu (phones)"],
  ["teams-empty", "Teams: no teams yet"],
  ["teams", "Teams: a team of five, an invitation waiting, and one to answer"],
  ["teams-invite", "Teams: Invite, sent, with the text-message button"],
  ["teams-metrics", "Teams: Team Metrics"],
  ["teams-leaderboard", "Teams: the leaderboard"],
  ["accept-invitation", "The invitation link's page"],
  ["profile", "Profile"],
  ["profile-edit-error", "Profile: Edit Profile with a blank first name"],
  ["profile-change-email", "Profile: Change Email"],
  ["profile-email-waiting", "Profile: a new address waiting for its link"],
  ["profile-photo-crop", "Profile: Change Photo's crop dialog"],
  ["profile-photo", "Profile: with a photo, shown in the header menu"],
  ["privacy", "Privacy & Security"],
  ["privacy-change-password", "Privacy & Security: Change Password with messages"],
  ["privacy-delete-account", "Privacy & Security: Delete Account asking for the address or DELETE"],
  ["privacy-data-collection", "Privacy & Security: auto logout at 1 hour, analytics tracking on with what it recorded"],
] as const;

export type ScreenName = (typeof SCREENS)[number][0];

export function shotDir(width: number, theme: Theme): string {
  return path.join(OUT_DIR, `${width}-${theme}`);
}
