import {
  type Expense,
  RECEIPT_FORMATS,
  RECEIPT_LIMITS,
  RECEIPT_NOT_A_PHOTO,
  RECEIPT_NOT_FOUND,
  receiptPath,
} from "@measured/core";
import { and, type Database, eq, schema } from "@measured/db";
import sharp from "sharp";
import { FieldError, notFound } from "../../lib/http-errors";
import { imageWork } from "../../lib/image-work";
import { assertBelowQuota, quotaFor } from "../../lib/quota-count";
import { EXPENSE_NOT_FOUND, expenseById } from "./expenses";
import { financeWrite } from "./finance-write";
import { ownRow } from "./ledger-pages";

const ex = schema.expenses;
const receipts = schema.receipts;

const notAPhoto = () => new FieldError("receipt", RECEIPT_NOT_A_PHOTO);

/**
 * The photo as kept: whatever it is called or claims to be, it must read as a JPEG, PNG or WebP (its own
 * bytes decide); turned upright from its camera orientation, its longer side at most RECEIPT_LIMITS.longSide,
 * as JPEG, with its metadata (the phone's location among it) left out.
 */
export async function shrinkReceipt(photo: Buffer): Promise<Buffer> {
  return imageWork.run(async () => {
    const image = sharp(photo, { limitInputPixels: RECEIPT_LIMITS.maxInputPixels, failOn: "error" });
    let format: string | undefined;
    try {
      format = (await image.metadata()).format;
    } catch {
      throw notAPhoto();
    }
    if (!format || !(RECEIPT_FORMATS as readonly string[]).includes(format)) throw notAPhoto();
    try {
      return await image
        .rotate()
        .resize({ width: RECEIPT_LIMITS.longSide, height: RECEIPT_LIMITS.longSide, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: RECEIPT_LIMITS.quality })
        .toBuffer();
    } catch {
      // A file whose first bytes say photo and whose rest is not (cut short, or junk).
      throw notAPhoto();
    }
  });
}

async function assertOwnExpense(db: Database, userId: number, expenseId: number): Promise<void> {
  const [found] = await db
    .select({ id: ex.id })
    .from(ex)
    .where(ownRow(ex, userId, expenseId, EXPENSE_NOT_FOUND))
    .limit(1);
  if (!found) throw notFound(EXPENSE_NOT_FOUND);
}

/**
 * PUT /api/expenses/{id}/receipt: the photo shrunk (before any lock is taken: the slow part holds
 * nothing), then in one repWrite the receipt row written or replaced and the expense's receiptUrl set,
 * so an expense never points at a receipt that is not there. Another rep's expense is 404 before any work.
 */
export async function attachReceipt(db: Database, userId: number, expenseId: number, photo: unknown): Promise<Expense> {
  await assertOwnExpense(db, userId, expenseId);
  if (!Buffer.isBuffer(photo) || photo.length === 0) throw notAPhoto();
  const stored = await shrinkReceipt(photo);
  return financeWrite(db, userId, async (tx) => {
    await assertOwnExpense(tx, userId, expenseId);
    const [existing] = await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.expenseId, expenseId)).limit(1);
    if (!existing) await assertBelowQuota(tx, receipts, userId, await quotaFor(tx, userId, "receipts"));
    await tx
      .insert(receipts)
      .values({ userId, expenseId, contentType: "image/jpeg", byteSize: stored.length, bytes: stored })
      .onConflictDoUpdate({
        target: receipts.expenseId,
        set: { contentType: "image/jpeg", byteSize: stored.length, bytes: stored, createdAt: new Date() },
      });
    await tx
      .update(ex)
      .set({ receiptUrl: receiptPath(expenseId), updatedAt: new Date() })
      .where(and(eq(ex.id, expenseId), eq(ex.userId, userId)));
    return expenseById(tx, userId, expenseId);
  });
}

/** GET /api/expenses/{id}/receipt: the photo, to its owner only (anyone else's, or none, is 404). */
export async function readReceipt(db: Database, userId: number, expenseId: number) {
  const [row] = await db
    .select({ contentType: receipts.contentType, bytes: receipts.bytes })
    .from(receipts)
    .innerJoin(ex, and(eq(receipts.expenseId, ex.id), eq(receipts.userId, ex.userId)))
    .where(ownRow(ex, userId, expenseId, RECEIPT_NOT_FOUND))
    .limit(1);
  if (!row) throw notFound(RECEIPT_NOT_FOUND);
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/** DELETE /api/expenses/{id}/receipt: the photo gone and the expense's receiptUrl with it, together. */
export async function removeReceipt(db: Database, userId: number, expenseId: number): Promise<void> {
  await financeWrite(db, userId, async (tx) => {
    await assertOwnExpense(tx, userId, expenseId);
    const gone = await tx
      .delete(receipts)
      .where(and(eq(receipts.expenseId, expenseId), eq(receipts.userId, userId)))
      .returning({ id: receipts.id });
    if (gone.length === 0) throw notFound(RECEIPT_NOT_FOUND);
    await tx
      .update(ex)
      .set({ receiptUrl: null, updatedAt: new Date() })
      .where(and(eq(ex.id, expenseId), eq(ex.userId, userId)));
  });
}
