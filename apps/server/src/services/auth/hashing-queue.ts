import { createWorkQueue } from "../../lib/work-queue";

export { BUSY_MESSAGE, busyError, createWorkQueue, type WorkQueue } from "../../lib/work-queue";

/**
 * The one queue every password hash and verification of this process goes through. Two at
 * once leaves the other libuv threads (file and DNS work) and the second core free; 64 waiting
 * at about 12 ms a hash is a wait of a few hundred milliseconds at worst.
 */
export const PASSWORD_HASHING = { concurrency: 2, maxWaiting: 64 } as const;
export const passwordHashingQueue = createWorkQueue(PASSWORD_HASHING);
