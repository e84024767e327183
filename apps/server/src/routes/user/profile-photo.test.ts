import { PROFILE_PHOTO_MESSAGES, PROFILE_PHOTOS_PER_HOUR } from "@measured/core";
import { schema } from "@measured/db";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { type TestContext, test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { photo } from "../../test/receipt-photos";

const put = (app: TestContext["app"], rep: TestUser, body: Buffer | string, query = "", contentType = "image/jpeg") =>
  app.inject({
    method: "PUT",
    url: `/api/user/photo${query}`,
    headers: { ...bearer(rep), "content-type": contentType },
    payload: body,
  });
const me = async (app: TestContext["app"], rep: TestUser) =>
  (await app.inject({ method: "GET", url: "/api/auth/user", headers: bearer(rep) })).json();

/** A photo whose left half is red and right half blue, so a crop shows which part was kept. */
async function halves(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: half, top: 0 }])
    .png()
    .toBuffer();
}

async function meanColour(jpeg: Buffer) {
  const { channels } = await sharp(jpeg).stats();
  return { red: Math.round(channels[0]?.mean ?? 0), blue: Math.round(channels[2]?.mean ?? 0) };
}

describe("PUT/GET/DELETE /api/user/photo", () => {
  test("keeps any JPEG, PNG or WebP as a 256-pixel square JPEG, shown as the rep's profileImageUrl", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    for (const format of ["jpeg", "png", "webp"] as const) {
      const saved = await put(app, rep, await photo(format, 1200, 800), "", `image/${format}`);
      expect(saved.statusCode, format).toBe(200);
      const { profileImageUrl } = saved.json();
      expect(profileImageUrl).toMatch(/^\/api\/user\/photo\?v=\d+$/);
      expect((await me(app, rep)).profileImageUrl).toBe(profileImageUrl);
      const served = await app.inject({ method: "GET", url: profileImageUrl, headers: bearer(rep) });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      const meta = await sharp(served.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: "jpeg",
        width: 256,
        height: 256,
      });
    }
  });

  test("cuts the square the rep chose: the right of a red|blue photo is blue", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await put(app, rep, await halves(800, 400), "?left=400&top=0&size=400", "image/png");
    const right = await meanColour(
      (await app.inject({ method: "GET", url: "/api/user/photo", headers: bearer(rep) })).rawPayload,
    );
    expect(right.blue).toBeGreaterThan(200);
    expect(right.red).toBeLessThan(40);
    await put(app, rep, await halves(800, 400), "?left=0&top=0&size=400", "image/png");
    const left = await meanColour((await app.inject({ method: "GET", url: "/api/user/photo", headers: bearer(rep) })).rawPayload);
    expect(left.red).toBeGreaterThan(200);
    expect(left.blue).toBeLessThan(40);
  });

  test("refuses what is not a photo, a crop outside it, and a partial crop, keeping the photo before", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const first = (await put(app, rep, await photo("jpeg", 300, 300))).json().profileImageUrl;
    const cases: [Buffer | string, string, string][] = [
      ["%PDF-1.4 not a picture", "", "A profile photo must be a JPEG, PNG or WebP picture"],
      [(await photo("jpeg", 300, 300)).subarray(0, 200), "", "A profile photo must be a JPEG, PNG or WebP picture"],
      [await photo("jpeg", 300, 200), "?left=0&top=0&size=300", "The square chosen must lie inside the photo"],
      [await photo("jpeg", 300, 300), "?left=0&top=0", "The square chosen must lie inside the photo"],
      [await photo("jpeg", 300, 300), "?left=-5&top=0&size=10", "The square chosen must lie inside the photo"],
    ];
    for (const [body, query, message] of cases) {
      const res = await put(app, rep, body, query);
      expect(res.statusCode, query || String(body).slice(0, 10)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await me(app, rep)).profileImageUrl).toBe(first);
  });

  test("refuses a file over 10 MB in words", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const res = await put(app, rep, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("A profile photo can be at most 10 MB");
  });

  test("each rep reads only their own photo; removing it clears the address and answers 404 after", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    await put(app, rep, await photo("jpeg", 300, 300));
    expect((await app.inject({ method: "GET", url: "/api/user/photo", headers: bearer(other) })).statusCode).toBe(404);

    expect((await app.inject({ method: "DELETE", url: "/api/user/photo", headers: bearer(rep) })).statusCode).toBe(204);
    expect((await me(app, rep)).profileImageUrl).toBeNull();
    expect((await app.inject({ method: "GET", url: "/api/user/photo", headers: bearer(rep) })).statusCode).toBe(404);
    expect((await app.inject({ method: "DELETE", url: "/api/user/photo", headers: bearer(rep) })).statusCode).toBe(404);
    expect(await app.db.select().from(schema.profilePhotos)).toEqual([]);
  });

  test(`at most ${PROFILE_PHOTOS_PER_HOUR} photos an hour per rep, then 429 in words; another rep is not held up`, async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const small = await photo("jpeg", 64, 64);
    for (let i = 0; i < PROFILE_PHOTOS_PER_HOUR; i++) expect((await put(app, rep, small)).statusCode).toBe(200);
    const refused = await put(app, rep, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PROFILE_PHOTO_MESSAGES.tooMany);
    expect((await put(app, other, small)).statusCode).toBe(200);
  });
});
