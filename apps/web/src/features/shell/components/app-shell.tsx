import { type PublicUser, roleLabel } from "@measured/core";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/layout/app-header";
import { BottomNav } from "@/components/layout/bottom-nav";
import { AccountMenu } from "./account-menu";

/** The signed-in frame: header on top, content in a centred column, bottom navigation. */
export function AppShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader roleLabel={roleLabel(user.industry)} actions={<AccountMenu user={user} />} />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 pt-4 pb-24">{children}</main>
      <BottomNav />
    </div>
  );
}
