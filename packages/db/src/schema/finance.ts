import { boolean, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, DEFAULT_COLOR, id, miles, money, ownerId, rate, updatedAt } from "./columns";
import { clients } from "./crm";

export const expenseCategories = pgTable(
  "expense_categories",
  {
    id: id(),
    userId: ownerId(),
    name: text("name").notNull(),
    color: text("color").notNull().default(DEFAULT_COLOR),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("expense_categories_user_idx").on(t.userId)],
);

export const expenses = pgTable(
  "expenses",
  {
    id: id(),
    userId: ownerId(),
    categoryId: integer("category_id").references(() => expenseCategories.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    description: text("description").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    isPersonal: boolean("is_personal").notNull().default(false),
    notes: text("notes"),
    receiptUrl: text("receipt_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("expenses_user_date_idx").on(t.userId, t.date)],
);

export const DEFAULT_MILEAGE_RATE = 0.67;

export const mileageEntries = pgTable(
  "mileage_entries",
  {
    id: id(),
    userId: ownerId(),
    miles: miles("miles").notNull(),
    purpose: text("purpose").notNull(),
    startLocation: text("start_location"),
    endLocation: text("end_location"),
    date: date("date", { mode: "string" }).notNull(),
    rate: rate("rate").notNull().default(DEFAULT_MILEAGE_RATE),
    createdAt: createdAt(),
  },
  (t) => [index("mileage_entries_user_date_idx").on(t.userId, t.date)],
);

export const revenueEntries = pgTable(
  "revenue_entries",
  {
    id: id(),
    userId: ownerId(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    description: text("description"),
    date: date("date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("revenue_entries_user_date_idx").on(t.userId, t.date)],
);

export const connectedCards = pgTable(
  "connected_cards",
  {
    id: id(),
    userId: ownerId(),
    provider: text("provider").notNull(),
    accountId: text("account_id").notNull(),
    accountName: text("account_name").notNull(),
    bankName: text("bank_name"),
    /** checking, savings or credit */
    accountType: text("account_type").notNull(),
    lastFour: text("last_four").notNull(),
    accessToken: text("access_token").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    syncEnabled: boolean("sync_enabled").notNull().default(true),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("connected_cards_user_idx").on(t.userId)],
);

export const bankTransactions = pgTable(
  "bank_transactions",
  {
    id: id(),
    userId: ownerId(),
    cardId: integer("card_id")
      .notNull()
      .references(() => connectedCards.id, { onDelete: "cascade" }),
    transactionId: text("transaction_id").notNull(),
    /** Negative is spending. */
    amount: money("amount").notNull(),
    description: text("description"),
    merchantName: text("merchant_name"),
    category: text("category"),
    date: date("date", { mode: "string" }).notNull(),
    pending: boolean("pending").notNull().default(false),
    /** null: not yet categorised; true: business; false: personal. */
    businessExpense: boolean("business_expense"),
    expenseCategoryId: integer("expense_category_id").references(() => expenseCategories.id, {
      onDelete: "set null",
    }),
    notes: text("notes"),
    receiptUrl: text("receipt_url"),
    createdAt: createdAt(),
  },
  (t) => [index("bank_transactions_user_date_idx").on(t.userId, t.date)],
);
