import sharp from "sharp";
import { createWorkQueue } from "./work-queue";

// libvips threads per image: one, so a photo being shrunk takes one core, never both.
sharp.concurrency(1);

/**
 * Photos decoded and shrunk at once in this process (receipts and profile photos alike), and waiting: a
 * 12-megapixel photo takes some 150 ms of a core, so one rep sending a burst waits its turn (past 8
 * waiting, 503 "busy") instead of taking the machine from every other rep.
 */
export const IMAGE_WORK = { concurrency: 1, maxWaiting: 8 } as const;
export const imageWork = createWorkQueue(IMAGE_WORK);
