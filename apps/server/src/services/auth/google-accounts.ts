import { type Database, eq, schema } from "@measured/db";
import { GoogleAuthError, type GoogleProfile } from "./google";
import { findUserByEmail, insertUser, type UserRow } from "./users";

/**
 * The account a Google sign-in lands in: the one already linked to this Google
 * subject, else the account with the same (verified) e-mail, now linked, else a new one.
 */
export async function userForGoogleProfile(db: Database, profile: GoogleProfile): Promise<UserRow> {
  const [linked] = await db.select().from(schema.users).where(eq(schema.users.googleSub, profile.sub)).limit(1);
  if (linked) return linked;
  if (!profile.email) throw new GoogleAuthError("no_email");

  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    // Linking by e-mail is only safe when Google vouches for the address.
    if (!profile.emailVerified) throw new GoogleAuthError("oauth_failed");
    const [updated] = await db
      .update(schema.users)
      .set({
        googleSub: profile.sub,
        isEmailVerified: true,
        profileImageUrl: existing.profileImageUrl ?? profile.picture ?? null,
        updatedAt: new Date(),
      })
      .where(eq(schema.users.id, existing.id))
      .returning();
    return updated ?? existing;
  }

  const created = await insertUser(db, {
    email: profile.email,
    authProvider: "google",
    googleSub: profile.sub,
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    profileImageUrl: profile.picture ?? null,
    isEmailVerified: profile.emailVerified,
  });
  if (created) return created;
  // Lost a race with a registration of the same address: link to it instead.
  return userForGoogleProfile(db, profile);
}
