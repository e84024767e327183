import { and, eq, schema } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { createUser } from "../../test/factories";
import { REP_WRITE_ATTEMPTS, repWrite } from "./rep-write";
import { WriteConflictError } from "./write-conflicts";

const keys = schema.idempotencyKeys;
/** What the pg driver throws on a deadlock, wrapped the way drizzle wraps it. */
const deadlock = () => new Error("Failed query", { cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }) });

describe("repWrite", () => {
  test("re-runs the whole work after a deadlock, keeping only the attempt that committed", async ({ app }) => {
    const rep = await createUser(app);
    let calls = 0;
    const answer = await repWrite(app.db, rep.id, async (tx) => {
      calls++;
      await tx.insert(keys).values({ userId: rep.id, key: `attempt-${calls}`, fingerprint: "test" });
      if (calls < 3) throw deadlock();
      return "saved";
    });
    expect(answer).toBe("saved");
    expect(calls).toBe(3);
    const stored = await app.db.select({ key: keys.key }).from(keys).where(eq(keys.userId, rep.id));
    expect(stored).toEqual([{ key: "attempt-3" }]);
  });

  test("gives up after REP_WRITE_ATTEMPTS with WriteConflictError naming the code", async ({ app }) => {
    const rep = await createUser(app);
    let calls = 0;
    const write = repWrite(app.db, rep.id, async () => {
      calls++;
      throw Object.assign(new Error("could not serialize access"), { code: "40001" });
    });
    await expect(write).rejects.toBeInstanceOf(WriteConflictError);
    await expect(write).rejects.toMatchObject({ code: "40001", attempts: REP_WRITE_ATTEMPTS });
    expect(calls).toBe(REP_WRITE_ATTEMPTS);
  });

  test("does not re-run work that failed for another reason", async ({ app }) => {
    const rep = await createUser(app);
    let calls = 0;
    const write = repWrite(app.db, rep.id, async () => {
      calls++;
      throw new Error("not a lock conflict");
    });
    await expect(write).rejects.toThrow("not a lock conflict");
    expect(calls).toBe(1);
  });

  test("a repWrite inside another for the same rep joins its transaction: one rollback undoes both", async ({ app }) => {
    const rep = await createUser(app);
    const write = repWrite(app.db, rep.id, async (outer) => {
      await repWrite(outer, rep.id, (inner) => inner.insert(keys).values({ userId: rep.id, key: "inner", fingerprint: "test" }));
      throw new Error("outer fails after the inner write");
    });
    await expect(write).rejects.toThrow("outer fails");
    const stored = await app.db
      .select()
      .from(keys)
      .where(and(eq(keys.userId, rep.id), eq(keys.key, "inner")));
    expect(stored).toEqual([]);
  });

  test("refuses to join a transaction it did not open (its lock order is unknown)", async ({ app }) => {
    const rep = await createUser(app);
    const write = app.db.transaction((tx) => repWrite(tx, rep.id, async () => "never"));
    await expect(write).rejects.toThrow("A rep write must start its own transaction through repWrite");
  });
});
