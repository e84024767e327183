import { type PhotoCrop, PROFILE_PHOTO_PATH } from "@measured/core";

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The square the cropper shows, in the photo's own whole pixels and inside it: the cropper reports
 * fractions, and at the photo's edge a pixel past it, which the server would refuse.
 */
export function squareCrop(area: CropArea, photo: { width: number; height: number }): PhotoCrop {
  const size = Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), photo.width, photo.height));
  const left = Math.min(Math.max(0, Math.round(area.x)), photo.width - size);
  const top = Math.min(Math.max(0, Math.round(area.y)), photo.height - size);
  return { left, top, size };
}

/** PUT /api/user/photo with the square in the query. */
export const photoUploadUrl = (crop: PhotoCrop) =>
  `${PROFILE_PHOTO_PATH}?${new URLSearchParams({ left: String(crop.left), top: String(crop.top), size: String(crop.size) })}`;
