import { customType, integer, numeric, serial, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Decimal precisions of spec section 3. `mode: "number"` reads them as numbers. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
export const miles = (name: string) => numeric(name, { precision: 8, scale: 2, mode: "number" });
/**
 * A mileage rate, numeric(6,3) where the spec says (4,2): the IRS publishes three decimals (2026's
 * $0.725), which (4,2) cannot hold (decision 056). A rate of at most six digits reads back as the number
 * written (0.725 is 0.725), so core's parseRateMilli gives the same thousandths.
 */
export const rateExact = (name: string) => numeric(name, { precision: 6, scale: 3, mode: "number" });
export const hours = (name: string) => numeric(name, { precision: 4, scale: 2, mode: "number" });
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: "number" });

/**
 * Raw bytes (bytea). Written as a Uint8Array (node-postgres takes it as a Buffer); read as a Uint8Array
 * on both engines (node-postgres gives a Buffer, PGlite a Uint8Array, viewed here without a copy).
 */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

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
