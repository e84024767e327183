import { type PublicUser, roleLabel } from "@measured/core";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/layout/app-header";
import { AppSidebar } from "@/components/layout/app-sidebar";
import { BottomNav } from "@/components/layout/bottom-nav";
import { AccountMenu } from "./account-menu";
import { AutoLogout } from "./auto-logout";
import { ConfirmEmailBanner } from "./confirm-email-banner";
import { DemoBanner, isDemoAccount } from "./demo-banner";
import { ScreenViews } from "./screen-views";

interface AppShellProps {
  user: PublicUser;
  /** The quick-entry button: at the right end of the bottom bar on phones, in the sidebar on desktop. */
  floatingAction?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame (decisions 020, 039). Phones and tablets: header on top, the bottom bar with
 * the + at its right end; the page keeps bottom padding for the bar, so the end of every page
 * scrolls clear of it, and nothing floats over the page. From 1,024 px: a sidebar (brand, the
 * button, navigation, account) and a content column up to 72rem wide. CSS shows one layout or the
 * other, so the server-rendered dashboard and the first client render agree; the quick-entry
 * button is rendered in both places, the hidden one inert. `data-app-shell` lets the toasts stay
 * above the bar.
 */
export function AppShell({ user, floatingAction, children }: AppShellProps) {
  const role = roleLabel(user.industry);
  return (
    <div data-app-shell="" className="min-h-dvh">
      <AppSidebar roleLabel={role} account={<AccountMenu user={user} variant="sidebar" />} quickAction={floatingAction} />
      <div className="flex min-h-dvh flex-col lg:pl-60">
        <AppHeader roleLabel={role} actions={<AccountMenu user={user} />} />
        <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 lg:px-8">
          <main className="flex-1 pt-4 pb-[calc(5.5rem+env(safe-area-inset-bottom))] lg:pt-8 lg:pb-10">
            {isDemoAccount(user) ? <DemoBanner user={user} /> : null}
            {user.isEmailVerified ? null : <ConfirmEmailBanner email={user.email} />}
            {children}
          </main>
        </div>
      </div>
      <BottomNav action={floatingAction} />
      <AutoLogout />
      <ScreenViews />
    </div>
  );
}
