/**
 * A shared pace for work measured in bytes (a token bucket): up to `burstBytes` go at once, then
 * `bytesPerSecond` on average, whoever asks. Writing an export's text takes this process's core while it
 * runs; paced, a full book still downloads in seconds and the other reps' requests keep most of the core.
 */
export interface BytePace {
  /** Resolves once `bytes` may go; a caller asking for more than the burst waits for its share. */
  take(bytes: number): Promise<void>;
}

export interface BytePaceOptions {
  bytesPerSecond: number;
  burstBytes: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export function createBytePace({
  bytesPerSecond,
  burstBytes,
  now = () => performance.now(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: BytePaceOptions): BytePace {
  let available = burstBytes;
  let at = now();
  return {
    async take(bytes) {
      const time = now();
      available = Math.min(burstBytes, available + ((time - at) / 1000) * bytesPerSecond);
      at = time;
      // Taken now, paid for by waiting: the callers that come next see the debt and wait behind it.
      available -= bytes;
      if (available < 0) await sleep((-available / bytesPerSecond) * 1000);
    },
  };
}
