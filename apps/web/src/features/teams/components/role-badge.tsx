import type { TeamRole } from "@measured/core";
import { Crown, Shield, User } from "lucide-react";
import { cn } from "@/lib/cn";
import { ROLE_LABELS } from "../team-text";

const ROLE_ICONS = { owner: Crown, admin: Shield, member: User } as const;

/** Spec section 2: a crown for the owner, a shield for an admin, a person otherwise. */
export function RoleIcon({ role, className }: { role: TeamRole; className?: string }) {
  const Icon = ROLE_ICONS[role];
  return (
    <Icon
      className={cn("size-4 shrink-0", role === "member" ? "text-muted-foreground" : "text-primary", className)}
      aria-hidden="true"
    />
  );
}

/** The role as a badge: Owner, Admin or Member. */
export function RoleBadge({ role }: { role: TeamRole }) {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
      {ROLE_LABELS[role]}
    </span>
  );
}
