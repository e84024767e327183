import {
  cropFits,
  type PhotoCrop,
  PROFILE_PHOTO,
  PROFILE_PHOTO_MESSAGES,
  PROFILE_PHOTOS_PER_HOUR,
  profilePhotoUrl,
  RECEIPT_FORMATS,
} from "@measured/core";
import { type Database, eq, schema } from "@measured/db";
import sharp from "sharp";
import { FieldError, notFound } from "../../lib/http-errors";
import { imageWork } from "../../lib/image-work";
import { reserveSlots } from "../auth/rate-limit";
import { repWrite } from "../rep-writes/rep-write";

const { users, profilePhotos } = schema;

const notAPhoto = () => new FieldError("photo", PROFILE_PHOTO_MESSAGES.notAPhoto);

/** A photo's width and height as it stands upright (EXIF orientations 5 to 8 turn it a quarter). */
function uprightSize(meta: sharp.Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The photo as kept: it must read as a JPEG, PNG or WebP (its own bytes decide), is turned upright, cut to
 * the square the rep chose (or, with none, the square where sharp finds the most to look at), made
 * PROFILE_PHOTO.side pixels a side, as JPEG with its metadata (the phone's location among it) left out.
 */
export async function squarePhoto(photo: Buffer, crop: PhotoCrop | null): Promise<Buffer> {
  return imageWork.run(async () => {
    const options = { limitInputPixels: PROFILE_PHOTO.maxInputPixels, failOn: "error" } as const;
    let meta: sharp.Metadata;
    try {
      meta = await sharp(photo, options).metadata();
    } catch {
      throw notAPhoto();
    }
    if (!meta.format || !(RECEIPT_FORMATS as readonly string[]).includes(meta.format)) throw notAPhoto();
    const { width, height } = uprightSize(meta);
    if (crop && !cropFits(crop, width, height)) throw new FieldError("photo", PROFILE_PHOTO_MESSAGES.badCrop);
    const side = PROFILE_PHOTO.side;
    try {
      const upright = sharp(photo, options).rotate();
      const square = crop
        ? upright.extract({ left: crop.left, top: crop.top, width: crop.size, height: crop.size }).resize(side, side)
        : upright.resize(side, side, { fit: "cover", position: sharp.strategy.attention });
      return await square.jpeg({ quality: PROFILE_PHOTO.quality }).toBuffer();
    } catch {
      throw notAPhoto();
    }
  });
}

/**
 * PUT /api/user/photo: the square made first (the slow part holds no lock), then in one repWrite the
 * photo row written or replaced and the rep's profileImageUrl pointed at its new version.
 */
export async function saveProfilePhoto(db: Database, userId: number, photo: unknown, crop: PhotoCrop | null): Promise<string> {
  if (!Buffer.isBuffer(photo) || photo.length === 0) throw notAPhoto();
  // Counted before the work: a burst of uploads is refused here, not queued against other reps' receipts.
  await reserveSlots(
    db,
    [{ key: `profile-photo:account:${userId}`, max: PROFILE_PHOTOS_PER_HOUR, windowMs: 3_600_000 }],
    PROFILE_PHOTO_MESSAGES.tooMany,
  );
  const stored = await squarePhoto(photo, crop);
  const now = new Date();
  const url = profilePhotoUrl(now.getTime());
  await repWrite(db, userId, async (tx) => {
    await tx
      .insert(profilePhotos)
      .values({ userId, contentType: "image/jpeg", byteSize: stored.length, bytes: stored, updatedAt: now })
      .onConflictDoUpdate({
        target: profilePhotos.userId,
        set: { contentType: "image/jpeg", byteSize: stored.length, bytes: stored, updatedAt: now },
      });
    await tx.update(users).set({ profileImageUrl: url, updatedAt: now }).where(eq(users.id, userId));
  });
  return url;
}

/** GET /api/user/photo: the rep's own photo (there is no way to ask for anyone else's). */
export async function readProfilePhoto(db: Database, userId: number) {
  const [row] = await db
    .select({ contentType: profilePhotos.contentType, bytes: profilePhotos.bytes })
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, userId))
    .limit(1);
  if (!row) throw notFound(PROFILE_PHOTO_MESSAGES.notFound);
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/** DELETE /api/user/photo: the photo and the address pointing at it go together. */
export async function removeProfilePhoto(db: Database, userId: number): Promise<void> {
  await repWrite(db, userId, async (tx) => {
    const gone = await tx.delete(profilePhotos).where(eq(profilePhotos.userId, userId)).returning({ id: profilePhotos.userId });
    if (gone.length === 0) throw notFound(PROFILE_PHOTO_MESSAGES.notFound);
    await tx.update(users).set({ profileImageUrl: null, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}
