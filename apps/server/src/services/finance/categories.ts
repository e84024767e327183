import {
  type CreateExpenseCategoryValues,
  categoryNameTaken,
  DEFAULT_EXPENSE_CATEGORIES,
  type ExpenseCategory,
  type UpdateExpenseCategoryValues,
} from "@measured/core";
import { and, asc, type Database, eq, schema } from "@measured/db";
import { FieldError, notFound } from "../../lib/http-errors";
import { assertBelowQuota, quotaFor } from "../../lib/quota-count";
import { repWrite } from "../rep-writes/rep-write";
import { databaseRefusal, financeWrite } from "./finance-write";
import { ownRow } from "./ledger-pages";

const cats = schema.expenseCategories;

export const CATEGORY_NOT_FOUND = "Category not found";
export const CATEGORY_NOT_YOURS = "Category must be one of your categories";
/** The unique index on (user_id, lower(name)): the database decides what a duplicate name is (decision 056). */
const NAME_INDEX = "expense_categories_user_lower_name_unique";

const categoryColumns = {
  id: cats.id,
  name: cats.name,
  color: cats.color,
  isActive: cats.isActive,
  scheduleCLine: cats.scheduleCLine,
};

/** The rep's categories in the picker's order: the defaults as core lists them, then the rep's own. */
const selectCategories = (db: Database, userId: number): Promise<ExpenseCategory[]> =>
  db.select(categoryColumns).from(cats).where(eq(cats.userId, userId)).orderBy(asc(cats.id));

const hasCategories = async (db: Database, userId: number) =>
  (await db.select({ id: cats.id }).from(cats).where(eq(cats.userId, userId)).limit(1)).length > 0;

/**
 * Gives a rep with no categories core's defaults (finance/categories.ts), in the caller's repWrite.
 * Checked again under the rep's row, and inserted "on conflict do nothing" on the name index, so two
 * first reads at once add them once.
 */
async function addDefaultsIfNone(tx: Database, userId: number): Promise<void> {
  if (await hasCategories(tx, userId)) return;
  await tx
    .insert(cats)
    .values(DEFAULT_EXPENSE_CATEGORIES.map(({ name, color, scheduleCLine }) => ({ userId, name, color, scheduleCLine })))
    .onConflictDoNothing();
}

/**
 * GET /api/expense-categories: every category of the rep's, inactive ones included. A rep who has none
 * (a first visit) gets the defaults first; so does a rep who deleted every one of theirs.
 */
export async function listCategories(db: Database, userId: number): Promise<ExpenseCategory[]> {
  const rows = await selectCategories(db, userId);
  if (rows.length > 0) return rows;
  await repWrite(db, userId, (tx) => addDefaultsIfNone(tx, userId));
  return selectCategories(db, userId);
}

/** A name the rep already has (any case) is 409 on the name field, as the unique index says. */
function nameTaken(error: unknown, name: string | undefined): unknown {
  const refusal = databaseRefusal(error);
  if (refusal?.code === "23505" && refusal.constraint === NAME_INDEX && name !== undefined)
    return new FieldError("name", categoryNameTaken(name), 409);
  return error;
}

/**
 * POST /api/expense-categories. A rep's first category comes after the defaults (as if the picker had
 * been opened first), all under the categories quota.
 */
export async function createCategory(db: Database, userId: number, input: CreateExpenseCategoryValues): Promise<ExpenseCategory> {
  try {
    return await financeWrite(db, userId, async (tx) => {
      await addDefaultsIfNone(tx, userId);
      await assertBelowQuota(tx, cats, userId, await quotaFor(tx, userId, "expenseCategories"));
      const [row] = await tx
        .insert(cats)
        .values({ userId, name: input.name, color: input.color, isActive: input.isActive })
        .returning(categoryColumns);
      if (!row) throw new Error("insert returned nothing");
      return row;
    });
  } catch (error) {
    throw nameTaken(error, input.name);
  }
}

/** PATCH /api/expense-categories/{id}: rename, recolour, activate or deactivate. */
export async function updateCategory(
  db: Database,
  userId: number,
  id: number,
  patch: UpdateExpenseCategoryValues,
): Promise<ExpenseCategory> {
  const where = ownRow(cats, userId, id, CATEGORY_NOT_FOUND);
  try {
    return await financeWrite(db, userId, async (tx) => {
      const [row] = await tx
        .update(cats)
        .set({ ...patch, updatedAt: new Date() })
        .where(where)
        .returning(categoryColumns);
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      return row;
    });
  } catch (error) {
    throw nameTaken(error, patch.name);
  }
}

/** DELETE /api/expense-categories/{id}: its expenses stay, with no category (the foreign key sets null). */
export async function deleteCategory(db: Database, userId: number, id: number): Promise<void> {
  const where = ownRow(cats, userId, id, CATEGORY_NOT_FOUND);
  const deleted = await financeWrite(db, userId, (tx) => tx.delete(cats).where(where).returning({ id: cats.id }));
  if (deleted.length === 0) throw notFound(CATEGORY_NOT_FOUND);
}

/** A category id the rep sent must be one of theirs (the foreign key alone would take anyone's). */
export async function assertOwnCategory(tx: Database, userId: number, categoryId: number): Promise<void> {
  const [row] = await tx
    .select({ id: cats.id })
    .from(cats)
    .where(and(eq(cats.id, categoryId), eq(cats.userId, userId)))
    .limit(1);
  if (!row) throw new FieldError("categoryId", CATEGORY_NOT_YOURS);
}
