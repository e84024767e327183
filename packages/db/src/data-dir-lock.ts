import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the embedded database's directory for this process (PGlite takes no lock, and
 * two processes on one directory corrupt it). The lock file holds our PID: a lock left
 * by a process that is gone (killed with -9, say) is taken over at once. Returns release.
 */
export function lockDataDir(dir: string): () => void {
  // Beside the directory, not in it: PostgreSQL owns what is inside.
  const file = `${path.resolve(dir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, "utf8") === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && (owner === process.pid || isAlive(owner))) {
        throw new Error(
          `Another Measured server (process ${owner}) is using the data directory ${dir}. Stop it first, or start this one with a different DATA_DIR.`,
        );
      }
      unlinkSync(file); // left by a process that no longer runs
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
