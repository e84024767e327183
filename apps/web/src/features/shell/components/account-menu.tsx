import type { PublicUser } from "@measured/core";
import { LogOut, type LucideIcon, Palette, Repeat, Settings, ShieldCheck, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DeferredMenu } from "@/components/ui/deferred-menu";
import type { MenuEntry } from "@/components/ui/menu-entries";
import { type AppPath, builtOnly, paths } from "@/config/paths";
import { useLogout } from "../api/logout";

/**
 * Spec section 2, header account menu, in this order; Log out comes last. Only the entries whose
 * screen exists are shown (decision 039): Profile and Privacy & Security arrive in later issues.
 */
const MENU_LINKS: readonly { href: AppPath; label: string; icon: LucideIcon }[] = builtOnly([
  { href: paths.profile, label: "Profile", icon: UserRound },
  { href: paths.changeIndustry, label: "Change Industry Template", icon: Repeat },
  { href: paths.themeSettings, label: "Theme & Display", icon: Palette },
  { href: paths.settings, label: "Settings", icon: Settings },
  { href: paths.privacy, label: "Privacy & Security", icon: ShieldCheck },
]);

function initials(user: PublicUser): string {
  const letters = `${user.firstName?.trim()[0] ?? ""}${user.lastName?.trim()[0] ?? ""}`;
  return (letters || user.email[0] || "?").toUpperCase();
}

function Avatar({ user }: { user: PublicUser }) {
  return user.profileImageUrl ? (
    <img src={user.profileImageUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary"
    >
      {initials(user)}
    </span>
  );
}

/**
 * `icon` (the phone header): the avatar alone. `sidebar` (desktop): avatar, name and address
 * in a full-width row at the foot of the sidebar, opening upwards.
 */
export function AccountMenu({ user, variant = "icon" }: { user: PublicUser; variant?: "icon" | "sidebar" }) {
  const logout = useLogout();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const entries: MenuEntry[] = [
    {
      kind: "label",
      key: "who",
      content: (
        <>
          {fullName ? <span className="block truncate font-semibold">{fullName}</span> : null}
          <span className="block truncate text-muted-foreground">{user.email}</span>
        </>
      ),
    },
    { kind: "separator", key: "links" },
    ...MENU_LINKS.map(({ href, label, icon }): MenuEntry => ({ kind: "link", key: href, href, label, icon })),
    { kind: "separator", key: "out" },
    {
      kind: "action",
      key: "logout",
      label: logout.isPending ? "Logging out…" : "Log out",
      icon: LogOut,
      disabled: logout.isPending,
      keepOpen: true,
      onSelect: () => logout.mutate(),
    },
  ];
  return (
    <DeferredMenu
      entries={entries}
      align={variant === "sidebar" ? "start" : "end"}
      side={variant === "sidebar" ? "top" : "bottom"}
      trigger={
        variant === "sidebar" ? (
          // Named by what it shows, then what it is: a label that hid the visible name and address
          // would not be the name a voice-control user says (axe label-content-name-mismatch).
          <Button variant="ghost" className="h-auto w-full justify-start gap-3 px-2 py-1.5 text-left">
            <Avatar user={user} />
            <span className="grid min-w-0 leading-tight">
              {fullName ? <span className="truncate text-sm font-semibold">{fullName}</span> : null}
              <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
            </span>
            <span className="sr-only">Account menu</span>
          </Button>
        ) : (
          <Button variant="ghost" size="icon" aria-label="Account menu" className="rounded-full">
            <Avatar user={user} />
          </Button>
        )
      }
    />
  );
}
