import { HttpError } from "./http-errors";

/**
 * A bounded queue for expensive work such as password hashing: at most `concurrency` tasks
 * run at once, at most `maxWaiting` wait for a turn, and past that a task is refused at once
 * with 503 and Retry-After instead of waiting without end. argon2 already runs off the main
 * thread (libuv's pool), but each hash takes a core and 19 MiB for a while: unbounded, a burst
 * of them would starve every other request of the pool and of memory.
 */
export interface WorkQueue {
  /** Runs `task` when a slot is free; throws the busy error when too many are already waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and waiting now; `started` counts every task that ever began (tests read it). */
  readonly stats: { running: number; waiting: number; started: number; refused: number };
}

export const BUSY_MESSAGE = "Measured is busy. Please try again in a few seconds.";
const BUSY_RETRY_AFTER_S = 2;

export const busyError = () => new HttpError(503, BUSY_MESSAGE, { "retry-after": String(BUSY_RETRY_AFTER_S) });

export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  const waiting: (() => void)[] = [];
  const stats = { running: 0, waiting: 0, started: 0, refused: 0 };

  const next = () => {
    stats.running--;
    const wake = waiting.shift();
    stats.waiting = waiting.length;
    // The slot passes straight to the next waiter, so `running` never dips below the bound.
    if (wake) {
      stats.running++;
      wake();
    }
  };

  return {
    stats,
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (stats.running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) {
          stats.refused++;
          throw busyError();
        }
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          stats.waiting = waiting.length;
        });
      } else {
        stats.running++;
      }
      stats.started++;
      try {
        return await task();
      } finally {
        next();
      }
    },
  };
}
