import { schema } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { createUser } from "../../test/factories";
import { isAccountGone } from "./write-conflicts";

const failureOf = async (write: Promise<unknown>) => {
  try {
    await write;
  } catch (error) {
    return error;
  }
  throw new Error("the write succeeded");
};

describe("a write that names a deleted account (issue 25)", () => {
  test("is told apart from other foreign-key failures by the database's own answer", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const gone = await failureOf(
      app.db
        .insert(schema.emailConfirmations)
        .values({ userId: 2_000_000_000, email: "x@example.com", tokenHash: "h", expiresAt: new Date() }),
    );
    expect(isAccountGone(gone)).toBe(true);
    const noLead = await failureOf(
      app.db.insert(schema.appointments).values({ userId: rep.id, clientId: 2_000_000_000, scheduledAt: new Date() }),
    );
    expect(isAccountGone(noLead)).toBe(false);
  });
});
