import { RECEIPT_ACCEPT, RECEIPT_LIMITS } from "../finance/receipts";

/**
 * The profile photo (issue 25, decision 070): any JPEG, PNG or WebP a phone takes, cut to the square the
 * rep chose (or the middle of the photo), made PROFILE_PHOTO.side pixels a side, kept as JPEG without its
 * metadata. Sent as the same files as a receipt, with the same ceilings.
 */
export const PROFILE_PHOTO = {
  side: 256,
  quality: 82,
  maxUploadBytes: RECEIPT_LIMITS.maxUploadBytes,
  maxInputPixels: RECEIPT_LIMITS.maxInputPixels,
} as const;
export const PROFILE_PHOTO_ACCEPT = RECEIPT_ACCEPT;

export const PROFILE_PHOTO_MESSAGES = {
  tooLarge: "A profile photo can be at most 10 MB",
  notAPhoto: "A profile photo must be a JPEG, PNG or WebP picture",
  notFound: "No profile photo",
  saved: "Photo updated",
  removed: "Photo removed",
  failed: "The photo could not be saved. Please try again.",
  badCrop: "The square chosen must lie inside the photo",
  tooMany: "You have changed your photo 20 times in the last hour. Try again later.",
} as const;

/** Photos sent an hour per rep: each costs a core for a moment, shared with every rep's receipts. */
export const PROFILE_PHOTOS_PER_HOUR = 20;

/** Where the photo is served; the version makes a new photo a new address, so no browser shows the old one. */
export const PROFILE_PHOTO_PATH = "/api/user/photo";
export const profilePhotoUrl = (version: number) => `${PROFILE_PHOTO_PATH}?v=${version}`;

/** The square the rep chose, in the photo's own pixels (as it stands upright). */
export interface PhotoCrop {
  left: number;
  top: number;
  size: number;
}

/**
 * The crop as sent in the query (`?left=&top=&size=`): whole, non-negative pixel numbers, all three or
 * none. What is wrong with it is said; null when there is no crop (the middle is taken).
 */
export function parsePhotoCrop(query: Record<string, unknown>): PhotoCrop | null | "bad" {
  const names = ["left", "top", "size"] as const;
  const given = names.filter((n) => query[n] !== undefined);
  if (given.length === 0) return null;
  if (given.length !== names.length) return "bad";
  const values = names.map((n) => {
    const text = query[n];
    return typeof text === "string" && /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  });
  const [left, top, size] = values as [number, number, number];
  if (![left, top, size].every(Number.isFinite) || size < 1) return "bad";
  return { left, top, size };
}

/** Whether a crop lies inside a photo of this size. */
export function cropFits(crop: PhotoCrop, width: number, height: number): boolean {
  return crop.left + crop.size <= width && crop.top + crop.size <= height;
}

/** What is wrong with a file before it is sent, or null; the server still reads the bytes themselves. */
export function profilePhotoFileProblem(file: { size: number; type: string }): string | null {
  if (file.size > PROFILE_PHOTO.maxUploadBytes) return PROFILE_PHOTO_MESSAGES.tooLarge;
  if (file.size === 0) return PROFILE_PHOTO_MESSAGES.notAPhoto;
  if (file.type !== "" && !PROFILE_PHOTO_ACCEPT.split(",").includes(file.type)) return PROFILE_PHOTO_MESSAGES.notAPhoto;
  return null;
}
