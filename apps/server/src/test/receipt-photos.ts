import sharp from "sharp";
import type { App } from "../app";
import { bearer, type TestUser } from "./factories";

/** A real photo of `width` × `height` pixels in a format sharp writes (a test's receipt). */
export function photo(format: "jpeg" | "png" | "webp" = "jpeg", width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#f4f1ea" } })
    .toFormat(format)
    .toBuffer();
}

/** PUT /api/expenses/{id}/receipt with these bytes, as the browser sends a picked file. */
export const putReceipt = (app: App, user: TestUser, expenseId: number, body: Buffer | string, contentType = "image/jpeg") =>
  app.inject({
    method: "PUT",
    url: `/api/expenses/${expenseId}/receipt`,
    headers: { ...bearer(user), "content-type": contentType },
    payload: body,
  });
