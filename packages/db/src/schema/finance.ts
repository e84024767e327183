import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytes, createdAt, DEFAULT_COLOR, id, miles, money, ownerId, rateExact, updatedAt } from "./columns";
import { clients } from "./crm";

/*
 * The finance ledger (decision 056). The checks on amounts and miles are added NOT VALID by migration
 * 0022 and validated there only where no older row breaks them: every new or changed row must pass.
 */

export const expenseCategories = pgTable(
  "expense_categories",
  {
    id: id(),
    userId: ownerId(),
    name: text("name").notNull(),
    color: text("color").notNull().default(DEFAULT_COLOR),
    isActive: boolean("is_active").notNull().default(true),
    /** The IRS Schedule C line the tax summary totals this category on (core's finance/categories.ts); null: none. */
    scheduleCLine: text("schedule_c_line"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One category of a name per rep, whatever its case; also the owner index (user_id leads).
    uniqueIndex("expense_categories_user_lower_name_unique").on(t.userId, sql`lower(${t.name})`),
  ],
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
  (t) => [
    // A period's list and the export page by (date, id) within one rep's entries.
    index("expenses_user_date_idx").on(t.userId, t.date, t.id),
    // What a receipt's foreign key names, so a receipt can only belong to its owner's expense.
    unique("expenses_id_user_unique").on(t.id, t.userId),
    check("expenses_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * A receipt's image or PDF, in the database so every app server reads the same one (decision 056). One
 * per expense, deleted with it; the size limit is the server's, `byte_size` is always the bytes' length.
 */
export const receipts = pgTable(
  "receipts",
  {
    id: id(),
    userId: ownerId(),
    expenseId: integer("expense_id").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    bytes: bytes("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The expense and the receipt have one owner: (expense_id, user_id) must be an expense of that user.
    foreignKey({
      name: "receipts_expense_fk",
      columns: [t.expenseId, t.userId],
      foreignColumns: [expenses.id, expenses.userId],
    }).onDelete("cascade"),
    unique("receipts_expense_id_unique").on(t.expenseId),
    index("receipts_user_idx").on(t.userId),
    check("receipts_byte_size_matches", sql`${t.byteSize} > 0 and ${t.byteSize} = octet_length(${t.bytes})`),
  ],
);

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
    /**
     * Dollars a mile, written on every insert: the IRS rate of the trip's date, 0 for a personal trip, or
     * the rep's own (core's tripRateMilli). No default: the spec's 0.67 is 2024's rate only.
     */
    rate: rateExact("rate").notNull(),
    /** The trip was ended as Personal: it counts at rate 0 (spec section 9). */
    isPersonal: boolean("is_personal").notNull().default(false),
    /** Part of the distance is a straight line over a gap (a live trip resumed after a reload). */
    gapBridged: boolean("gap_bridged").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("mileage_entries_user_date_idx").on(t.userId, t.date, t.id),
    check("mileage_entries_miles_positive", sql`${t.miles} > 0`),
    check("mileage_entries_rate_not_negative", sql`${t.rate} >= 0`),
  ],
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
    updatedAt: updatedAt(),
  },
  (t) => [
    index("revenue_entries_user_date_idx").on(t.userId, t.date, t.id),
    check("revenue_entries_amount_positive", sql`${t.amount} > 0`),
  ],
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
    // No access_token: a bank's token in plain text is a secret nothing reads (decision 056). A card
    // linked through a provider brings its own encrypted store with that work.
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
