import type { PublicUser } from "@measured/core";
import { type Database, schema, sql } from "@measured/db";

export type UserRow = typeof schema.users.$inferSelect;

/** The only shape of a user that leaves the server: no hashes, no tokens. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    industry: user.industry,
    authProvider: user.authProvider,
    hasPassword: user.passwordHash !== null,
    isOnboarded: user.isOnboarded,
    isEmailVerified: user.isEmailVerified,
    selectedKpis: user.selectedKpis,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(schema.users).where(sql`lower(${schema.users.email}) = lower(${email})`).limit(1);
  return user;
}

/** Inserts a user; returns undefined when the e-mail (any case) is taken. */
export async function insertUser(db: Database, values: typeof schema.users.$inferInsert): Promise<UserRow | undefined> {
  const [user] = await db.insert(schema.users).values(values).onConflictDoNothing().returning();
  return user;
}
