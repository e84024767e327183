import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export const teams = pgTable(
  "teams",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("teams_owner_idx").on(t.ownerId)],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: id(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** owner, admin or member */
    role: text("role").notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("team_members_team_user_unique").on(t.teamId, t.userId), index("team_members_user_idx").on(t.userId)],
);

export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: id(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    inviterId: integer("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeEmail: text("invitee_email").notNull(),
    inviteePhone: text("invitee_phone"),
    token: text("token").notNull().unique(),
    status: text("status").notNull().default("pending"),
    /** member or admin */
    role: text("role").notNull().default("member"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("team_invitations_team_idx").on(t.teamId), index("team_invitations_email_idx").on(t.inviteeEmail)],
);
