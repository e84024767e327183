import { rmSync, writeFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { migratedDataDir } from "./testing/database";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("the embedded database's directory lock", () => {
  it("refuses a second opener of the same directory with a clear message, and frees it on close", async () => {
    const dir = await migratedDataDir("measured-lock-");
    dirs.push(dir);
    const first = await openPglite({ dataDir: dir });
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(
      /Another Measured server \(process \d+\) is using the data directory/,
    );
    await first.close();
    const again = await openPglite({ dataDir: dir });
    await again.ping();
    await again.close();
  });

  it("takes over a lock left by a process that no longer runs (kill -9)", async () => {
    const dir = await migratedDataDir("measured-lock-");
    dirs.push(dir);
    writeFileSync(`${dir}.lock`, "2147483646"); // no such process
    dirs.push(`${dir}.lock`);
    const db = await openPglite({ dataDir: dir });
    await db.ping();
    await db.close();
  });
});
