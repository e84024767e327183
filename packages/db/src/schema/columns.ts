import { integer, numeric, serial, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Decimal precisions of spec section 3. `mode: "number"` reads them as numbers. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
export const miles = (name: string) => numeric(name, { precision: 8, scale: 2, mode: "number" });
export const rate = (name: string) => numeric(name, { precision: 4, scale: 2, mode: "number" });
export const hours = (name: string) => numeric(name, { precision: 4, scale: 2, mode: "number" });
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: "number" });

export const id = () => serial("id").primaryKey();
export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** The owner of a row; deleting the user deletes the row (spec section 3). */
export const ownerId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const DEFAULT_COLOR = "#4A6FA5";
export const DEFAULT_STATUS_COLOR = "#6B7280";
