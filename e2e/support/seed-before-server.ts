/**
 * Runs on the run's empty data directory before the browser tests' server starts (servers.ts): state the
 * API cannot make, which no test can write later, since the server then holds the embedded database.
 *
 * Clean Duplicates (issue 22): a rep per project whose two active metrics "Calls Made" and "calls made"
 * carry stale name keys (the state an older key rule left, decision 016), with entries on one day. ASCII
 * names, so the server's start-up re-keying (non-ASCII names only) leaves them for Clean Duplicates.
 */
import { openDatabase, schema } from "@measured/db";
import { hash } from "@node-rs/argon2";
import { CLEANUP_PROJECTS, CLEANUP_REP_PASSWORD, cleanupRepEmail } from "./seeded";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is not set");
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  const passwordHash = await hash(CLEANUP_REP_PASSWORD);
  for (const project of CLEANUP_PROJECTS) {
    const [rep] = await database.db
      .insert(schema.users)
      .values({
        email: cleanupRepEmail(project),
        passwordHash,
        firstName: "Casey",
        lastName: "Rivera",
        industry: "solar",
        selectedKpis: ["doorsKnocked"],
        isOnboarded: true,
        isEmailVerified: true,
      })
      .returning({ id: schema.users.id });
    if (!rep) throw new Error("no rep seeded");
    const metrics = await database.db
      .insert(schema.kpiDefinitions)
      .values(["Calls Made", "calls made"].map((name, i) => ({ userId: rep.id, name, nameKey: `stale ${i}`, sortOrder: i })))
      .returning({ id: schema.kpiDefinitions.id });
    await database.db
      .insert(schema.kpiEntries)
      .values(metrics.map(({ id }, i) => ({ userId: rep.id, kpiDefinitionId: id, value: 3 + i, date: "2026-01-15" })));
  }
} finally {
  await database.close();
}
