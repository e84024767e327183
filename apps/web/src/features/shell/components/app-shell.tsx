import { type PublicUser, roleLabel } from "@measured/core";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/layout/app-header";
import { BottomNav } from "@/components/layout/bottom-nav";
import { AccountMenu } from "./account-menu";

interface AppShellProps {
  user: PublicUser;
  /** A button floating above the bottom navigation on every screen (quick entry). */
  floatingAction?: ReactNode;
  children: ReactNode;
}

/** The signed-in frame: header on top, content in a centred column, bottom navigation. */
export function AppShell({ user, floatingAction, children }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader roleLabel={roleLabel(user.industry)} actions={<AccountMenu user={user} />} />
      {/* Bottom padding clears the navigation and the floating button above it. */}
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 pt-4 pb-36">{children}</main>
      {floatingAction}
      <BottomNav />
    </div>
  );
}
