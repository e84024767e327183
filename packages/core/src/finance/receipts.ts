/**
 * Receipt photos (issue 23): one per expense, taken with the phone's camera or chosen from files, shrunk
 * by the server and kept in the database so every app server can serve it, to its owner only.
 */
export const RECEIPT_LIMITS = {
  /** The most a photo sent may weigh: a 48-megapixel phone photo as JPEG is some 8 MB. */
  maxUploadBytes: 10 * 1024 * 1024,
  /** Pixels a photo may have before it is decoded: a small file that unpacks to gigabytes is refused. */
  maxInputPixels: 50_000_000,
  /** The stored photo's longer side, in pixels: enough to read a receipt's smallest print. */
  longSide: 1600,
  /** JPEG quality of the stored photo. */
  quality: 75,
} as const;

/** The photo kinds accepted, by what the file is (its first bytes), whatever it is called or claims to be. */
export const RECEIPT_FORMATS = ["jpeg", "png", "webp"] as const;
/** What the file picker offers (the camera's photo on a phone). */
export const RECEIPT_ACCEPT = "image/jpeg,image/png,image/webp";

export const RECEIPT_TOO_LARGE = "A receipt photo can be at most 10 MB";
export const RECEIPT_NOT_A_PHOTO = "A receipt must be a photo: JPEG, PNG or WebP";
export const RECEIPT_NOT_FOUND = "Receipt not found";
export const RECEIPT_ATTACHED = "Receipt attached";
export const RECEIPT_FAILED = "The receipt could not be attached. Please try again.";
/** The toast of an expense saved whole whose photo was refused: attach it again from Edit. */
export const RECEIPT_NOT_ATTACHED = "Expense saved without its receipt";

/** Where an expense's receipt is served (the expense's `receiptUrl`). */
export const receiptPath = (expenseId: number) => `/api/expenses/${expenseId}/receipt`;

/**
 * What is wrong with a file before it is sent (its size, and its type where the browser names one), or
 * null; the server still reads the bytes themselves.
 */
export function receiptFileProblem(file: { size: number; type: string }): string | null {
  if (file.size > RECEIPT_LIMITS.maxUploadBytes) return RECEIPT_TOO_LARGE;
  if (file.size === 0) return RECEIPT_NOT_A_PHOTO;
  if (file.type !== "" && !RECEIPT_ACCEPT.split(",").includes(file.type)) return RECEIPT_NOT_A_PHOTO;
  return null;
}
