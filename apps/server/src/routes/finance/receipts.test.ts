import { RECEIPT_LIMITS, RECEIPT_NOT_A_PHOTO, RECEIPT_TOO_LARGE, receiptPath } from "@measured/core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { ownedLedger, send } from "../../test/finance-rows";
import { photo, putReceipt } from "../../test/receipt-photos";

async function expenseOf(app: App, rep: TestUser): Promise<number> {
  const res = await send(app, rep, "POST", "/api/expenses", { amount: "12.50", description: "Parking", date: "2026-11-20" });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ id: number }>().id;
}

describe("an expense's receipt photo", () => {
  test("a photo is stored shrunk to 1,600 px as JPEG, the expense points at it, and only its owner gets it", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const id = await expenseOf(app, rep);
    const big = await photo("png", 2000, 1500);
    const res = await putReceipt(app, rep, id, big, "image/png");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, receiptUrl: receiptPath(id) });

    const served = await send(app, rep, "GET", receiptPath(id));
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("private, max-age=3600");
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["jpeg", RECEIPT_LIMITS.longSide, 1200]);
    // The list says the same.
    expect((await send(app, rep, "GET", "/api/expenses")).json()[0]).toMatchObject({ receiptUrl: receiptPath(id) });

    const intruder = await createUser(app, { onboard: "solar" });
    expect((await send(app, intruder, "GET", receiptPath(id))).statusCode).toBe(404);
    expect((await putReceipt(app, intruder, id, await photo())).statusCode).toBe(404);
    expect((await send(app, intruder, "DELETE", receiptPath(id))).statusCode).toBe(404);
    expect((await send(app, rep, "GET", receiptPath(id))).statusCode).toBe(200);
  });

  test("a PDF named .jpg, junk, an empty body and a cut-off photo are refused in words, and nothing is stored", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const id = await expenseOf(app, rep);
    const jpeg = await photo("jpeg", 400, 300);
    for (const [what, body, type] of [
      ["a PDF sent as a JPEG", Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF"), "image/jpeg"],
      ["junk bytes", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)), "application/octet-stream"],
      [
        "an SVG (a picture that can carry script)",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
        "image/svg+xml",
      ],
      ["a photo cut off halfway", jpeg.subarray(0, Math.floor(jpeg.length / 2)), "image/jpeg"],
      ["nothing", Buffer.alloc(0), "image/jpeg"],
      ["JSON", JSON.stringify({ receipt: "x" }), "application/json"],
    ] as const) {
      const res = await putReceipt(app, rep, id, body, type);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({ message: RECEIPT_NOT_A_PHOTO, errors: { receipt: [RECEIPT_NOT_A_PHOTO] } });
    }
    const ledger = await ownedLedger(app, rep);
    expect(ledger.receipts).toEqual([]);
    expect(ledger.expenses[0]?.receiptUrl).toBeNull();
  });

  test("a file over 10 MB is refused with the limit in words, before it is read", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const id = await expenseOf(app, rep);
    const res = await putReceipt(app, rep, id, Buffer.alloc(RECEIPT_LIMITS.maxUploadBytes + 1, 0xff));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: RECEIPT_TOO_LARGE });
    expect((await ownedLedger(app, rep)).receipts).toEqual([]);
  });

  test("a new photo replaces the old one; removing it, or deleting the expense, leaves no photo behind", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const id = await expenseOf(app, rep);
    expect((await putReceipt(app, rep, id, await photo("jpeg", 40, 20))).statusCode).toBe(200);
    expect((await putReceipt(app, rep, id, await photo("webp", 80, 20), "image/webp")).statusCode).toBe(200);
    let ledger = await ownedLedger(app, rep);
    expect(ledger.receipts).toHaveLength(1);
    expect((await sharp((await send(app, rep, "GET", receiptPath(id))).rawPayload).metadata()).width).toBe(80);

    expect((await send(app, rep, "DELETE", receiptPath(id))).statusCode).toBe(204);
    ledger = await ownedLedger(app, rep);
    expect([ledger.receipts, ledger.expenses[0]?.receiptUrl]).toEqual([[], null]);
    expect((await send(app, rep, "GET", receiptPath(id))).statusCode).toBe(404);
    expect((await send(app, rep, "DELETE", receiptPath(id))).statusCode).toBe(404);

    expect((await putReceipt(app, rep, id, await photo())).statusCode).toBe(200);
    expect((await send(app, rep, "DELETE", `/api/expenses/${id}`)).statusCode).toBe(204);
    expect((await ownedLedger(app, rep)).receipts).toEqual([]);
  });
});
