import { date, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, ownerId } from "./columns";

/**
 * One row per e-mail a scheduled job sent a rep, named by kind and the rep's local date.
 * Inserted before sending, under a unique key, so two app servers or a retried job send
 * each digest once (decision 030).
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: id(),
    userId: ownerId(),
    kind: text("kind").notNull(),
    localDate: date("local_date", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notification_deliveries_once").on(t.userId, t.kind, t.localDate),
    index("notification_deliveries_sent_idx").on(t.sentAt),
  ],
);
