import type { CreateExpenseValues, Expense, UpdateExpenseValues } from "@measured/core";
import { and, type Database, eq, schema } from "@measured/db";
import { notFound } from "../../lib/http-errors";
import { assertBelowQuota, quotaFor } from "../../lib/quota-count";
import { assertOwnCategory } from "./categories";
import { financeWrite } from "./finance-write";
import { asDollars, iso, type LedgerPageQuery, ledgerPage, ledgerPageOrder, ledgerPageWhere, ownRow } from "./ledger-pages";

const ex = schema.expenses;
const cats = schema.expenseCategories;

export const EXPENSE_NOT_FOUND = "Expense not found";

const expenseColumns = {
  id: ex.id,
  amount: ex.amount,
  description: ex.description,
  categoryId: ex.categoryId,
  categoryName: cats.name,
  categoryColor: cats.color,
  date: ex.date,
  isPersonal: ex.isPersonal,
  notes: ex.notes,
  receiptUrl: ex.receiptUrl,
  createdAt: ex.createdAt,
  updatedAt: ex.updatedAt,
};

type ExpenseRow = Omit<Expense, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

const toExpense = (row: ExpenseRow): Expense => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });

/** The expense's category, named with its owner, so the join never reads another rep's rows. */
const ownCategoryOf = (userId: number) => and(eq(cats.id, ex.categoryId), eq(cats.userId, userId));

const selectExpenses = (db: Database, userId: number) => db.select(expenseColumns).from(ex).leftJoin(cats, ownCategoryOf(userId));

/** GET /api/expenses: one page, newest day first (ties: newest id). */
export async function listExpenses(
  db: Database,
  userId: number,
  page: LedgerPageQuery,
): Promise<{ expenses: Expense[]; next: ReturnType<typeof ledgerPage>["next"] }> {
  const rows = await selectExpenses(db, userId)
    .where(ledgerPageWhere(ex, userId, page))
    .orderBy(...ledgerPageOrder(ex, page))
    .limit(page.limit + 1);
  const { rows: shown, next } = ledgerPage(rows, page.limit);
  return { expenses: shown.map(toExpense), next };
}

export async function expenseById(db: Database, userId: number, id: number): Promise<Expense> {
  const [row] = await selectExpenses(db, userId)
    .where(ownRow(ex, userId, id, EXPENSE_NOT_FOUND))
    .limit(1);
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return toExpense(row);
}

/**
 * POST /api/expenses, in one repWrite: under the expenses quota, with a category of the rep's own (or
 * none). Notes are stored as sent: the quick expense sends "Personal expense", "Business expense" or
 * nothing (spec section 7); the server adds no words of its own.
 */
export async function createExpense(db: Database, userId: number, input: CreateExpenseValues): Promise<Expense> {
  return financeWrite(db, userId, async (tx) => {
    await assertBelowQuota(tx, ex, userId, await quotaFor(tx, userId, "expenses"));
    if (input.categoryId !== null) await assertOwnCategory(tx, userId, input.categoryId);
    const [row] = await tx
      .insert(ex)
      .values({
        userId,
        amount: asDollars(input.amountCents),
        description: input.description,
        categoryId: input.categoryId,
        date: input.date,
        isPersonal: input.isPersonal,
        notes: input.notes ?? null,
      })
      .returning({ id: ex.id });
    if (!row) throw new Error("insert returned nothing");
    return expenseById(tx, userId, row.id);
  });
}

/** PATCH /api/expenses/{id}: what was sent changes; a category sent must be the rep's (null: none). */
export async function updateExpense(db: Database, userId: number, id: number, patch: UpdateExpenseValues): Promise<Expense> {
  const where = ownRow(ex, userId, id, EXPENSE_NOT_FOUND);
  return financeWrite(db, userId, async (tx) => {
    const [found] = await tx.select({ id: ex.id }).from(ex).where(where).limit(1);
    if (!found) throw notFound(EXPENSE_NOT_FOUND);
    const { amountCents, categoryId, ...fields } = patch;
    if (categoryId !== undefined && categoryId !== null) await assertOwnCategory(tx, userId, categoryId);
    await tx
      .update(ex)
      .set({
        ...fields,
        ...(amountCents !== undefined ? { amount: asDollars(amountCents) } : {}),
        ...(categoryId !== undefined ? { categoryId } : {}),
        updatedAt: new Date(),
      })
      .where(where);
    return expenseById(tx, userId, id);
  });
}

/** DELETE /api/expenses/{id}: its receipt goes with it (the receipts foreign key cascades). */
export async function deleteExpense(db: Database, userId: number, id: number): Promise<void> {
  const where = ownRow(ex, userId, id, EXPENSE_NOT_FOUND);
  const deleted = await financeWrite(db, userId, (tx) => tx.delete(ex).where(where).returning({ id: ex.id }));
  if (deleted.length === 0) throw notFound(EXPENSE_NOT_FOUND);
}
