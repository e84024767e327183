-- Issue 23 (money and miles), decision 056: the finance ledger before its API. Generated from the schema,
-- then edited: category names made unique first, old rows' updated_at is their created_at, the composite
-- key receipts point at is made before them, receipt bytes are stored uncompressed, and the checks are
-- added NOT VALID and validated only where no older row breaks them, so no database fails to migrate.
--
-- A rep cannot have two categories of one name (any case). Rows from an older layout might: the active one
-- (else the oldest) keeps its name, each other gets the first free " (n)" from 2 on, checked against every
-- name the rep has, so the unique index below cannot fail. Nothing is merged: expenses keep their category.
DO $$
DECLARE
  dup record;
  n integer;
  candidate text;
BEGIN
  FOR dup IN
    SELECT id, user_id, name FROM (
      SELECT id, user_id, name,
        row_number() OVER (PARTITION BY user_id, lower(name) ORDER BY is_active DESC, id) AS rank
      FROM expense_categories
    ) ranked
    WHERE rank > 1
    ORDER BY user_id, id
  LOOP
    n := 2;
    LOOP
      candidate := dup.name || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM expense_categories WHERE user_id = dup.user_id AND lower(name) = lower(candidate)
      );
      n := n + 1;
    END LOOP;
    UPDATE expense_categories SET name = candidate WHERE id = dup.id;
  END LOOP;
END
$$;
--> statement-breakpoint
DROP INDEX "expense_categories_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_user_lower_name_unique" ON "expense_categories" USING btree ("user_id",lower("name"));--> statement-breakpoint
ALTER TABLE "expense_categories" ADD COLUMN "schedule_c_line" text;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "expense_categories" SET "updated_at" = "created_at";--> statement-breakpoint
-- (4,2) cannot hold the IRS's $0.725 (2026). Widening keeps every stored rate as it was (0.67 is 0.670).
-- No default: the server writes each trip's rate (the IRS rate of its date, 0 when personal, or the rep's).
ALTER TABLE "mileage_entries" ALTER COLUMN "rate" SET DATA TYPE numeric(6, 3);--> statement-breakpoint
ALTER TABLE "mileage_entries" ALTER COLUMN "rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mileage_entries" ADD COLUMN "is_personal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mileage_entries" ADD COLUMN "gap_bridged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mileage_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "mileage_entries" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "revenue_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "revenue_entries" SET "updated_at" = "created_at";--> statement-breakpoint
-- A bank's token in plain text that nothing reads (decision 049 dropped email_accounts for the same reason).
ALTER TABLE "connected_cards" DROP COLUMN "access_token";--> statement-breakpoint
-- Pages of a rep's entries by (date, id): the id makes the key unique; (user_id, date) was its prefix.
DROP INDEX "expenses_user_date_idx";--> statement-breakpoint
DROP INDEX "mileage_entries_user_date_idx";--> statement-breakpoint
DROP INDEX "revenue_entries_user_date_idx";--> statement-breakpoint
CREATE INDEX "expenses_user_date_idx" ON "expenses" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "mileage_entries_user_date_idx" ON "mileage_entries" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "revenue_entries_user_date_idx" ON "revenue_entries" USING btree ("user_id","date","id");--> statement-breakpoint
-- Receipts: one per expense, owned by the expense's owner (the key is (expense_id, user_id)).
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_id_user_unique" UNIQUE("id","user_id");--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expense_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_expense_id_unique" UNIQUE("expense_id"),
	CONSTRAINT "receipts_byte_size_matches" CHECK ("receipts"."byte_size" > 0 and "receipts"."byte_size" = octet_length("receipts"."bytes"))
);
--> statement-breakpoint
-- Images and PDFs are compressed already: kept out of line without trying to compress them again.
ALTER TABLE "receipts" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_expense_fk" FOREIGN KEY ("expense_id","user_id") REFERENCES "public"."expenses"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id");--> statement-breakpoint
-- Checks every new or changed row must pass (core refuses these values before any write). NOT VALID, so
-- an older row that breaks one stays as it was; validated below wherever no row does.
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "revenue_entries" ADD CONSTRAINT "revenue_entries_amount_positive" CHECK ("revenue_entries"."amount" > 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "mileage_entries" ADD CONSTRAINT "mileage_entries_miles_positive" CHECK ("mileage_entries"."miles" > 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "mileage_entries" ADD CONSTRAINT "mileage_entries_rate_not_negative" CHECK ("mileage_entries"."rate" >= 0) NOT VALID;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM expenses WHERE NOT (amount > 0)) THEN
    ALTER TABLE expenses VALIDATE CONSTRAINT expenses_amount_positive;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM revenue_entries WHERE NOT (amount > 0)) THEN
    ALTER TABLE revenue_entries VALIDATE CONSTRAINT revenue_entries_amount_positive;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM mileage_entries WHERE NOT (miles > 0)) THEN
    ALTER TABLE mileage_entries VALIDATE CONSTRAINT mileage_entries_miles_positive;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM mileage_entries WHERE NOT (rate >= 0)) THEN
    ALTER TABLE mileage_entries VALIDATE CONSTRAINT mileage_entries_rate_not_negative;
  END IF;
END
$$;
