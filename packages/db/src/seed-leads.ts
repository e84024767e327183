/**
 * Demo leads and appointments for `npm run seed -- --lead-users M --leads N`: the first M users get N
 * leads each (the bench's book of 5,000 leads a rep, issue 11). Made in SQL from generate_series, so a
 * quarter of a million rows take seconds; the same options always give the same rows.
 *
 * Each lead's place in the funnel comes from a fixed spread over i (a shuffled 0–99):
 *   0–4 installed · 5–11 signed · 12–13 signed then cancelled · 14–23 sat · 24–27 appointment
 *   cancelled · 28–39 appointment set · 40–49 not interested · 50–52 unqualified · 53–99 plain lead.
 * Every flag a later stage implies is set with it (an installed lead was also set, sat and signed).
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";

export interface SeedLeadsOptions {
  userIds: readonly number[];
  leadsPerUser: number;
  /** The first and last day leads are created on (oldest first), in the demo zone. */
  startDate: string;
  endDate: string;
  timeZone: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
}

export interface SeedLeadsResult {
  leads: number;
  appointments: number;
}

const textArray = (items: readonly string[]) => `{${items.join(",")}}`;

export async function seedLeads(db: Database, options: SeedLeadsOptions): Promise<SeedLeadsResult> {
  let leads = 0;
  let appointments = 0;
  const n = options.leadsPerUser;
  // One rep's leads per statement and transaction keeps each one's memory small.
  for (const userId of options.userIds) {
    const made = await db.transaction(async (tx) => {
      const result = await tx.execute<{ leads: number; booked: number }>(sql`
        WITH spread AS (
          SELECT i, (i * 37) % 100 AS r FROM generate_series(1, ${n}::int) AS i
        ), inserted AS (
          INSERT INTO clients (
            user_id, first_name, last_name, email, phone, address, lead_source, industry_context,
            knock_appointment, tag_appointment, appointment_sat, signed, installed, unqualified,
            not_interested, signed_but_canceled, cancelled_appointment,
            appointment_set_date, signed_date, next_follow_up_date, created_at, updated_at
          )
          SELECT ${userId}::int,
            (${textArray(options.firstNames)}::text[])[1 + i % ${options.firstNames.length}::int],
            (${textArray(options.lastNames)}::text[])[1 + (i / ${options.firstNames.length}::int) % ${options.lastNames.length}::int],
            'lead' || i || '.u' || ${userId}::int || '@example.com',
            '(555) ' || lpad(((i * 7919) % 1000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
            (100 + i % 9900) || ' ' || (array['Oak','Maple','Cedar','Pine','Elm','Birch'])[1 + i % 6] || ' St',
            (array['Door knock','Referral','Door tag','Website'])[1 + i % 4],
            u.industry_context,
            r < 40 AND i % 4 <> 0,
            r < 40 AND i % 4 = 0,
            r < 24, r < 14, r < 5, r BETWEEN 50 AND 52, r BETWEEN 40 AND 49, r BETWEEN 12 AND 13, r BETWEEN 24 AND 27,
            CASE WHEN r < 40 THEN created::date END,
            CASE WHEN r < 14 THEN (created + interval '5 days')::date END,
            CASE WHEN i % 20 = 0 THEN ${options.endDate}::date + (i / 20) % 7 - 3 END,
            created, created
          FROM spread
          CROSS JOIN LATERAL (
            SELECT (${options.startDate}::date + time '09:00') AT TIME ZONE ${options.timeZone}
              + (${options.endDate}::date - ${options.startDate}::date) * interval '1 day' * i / ${n}::int AS created
          ) AS c
          CROSS JOIN (SELECT coalesce(industry, 'solar') AS industry_context FROM users WHERE id = ${userId}::int) AS u
          RETURNING id, created_at, appointment_sat, cancelled_appointment, knock_appointment, tag_appointment
        ), booked AS (
          INSERT INTO appointments (user_id, client_id, title, type, scheduled_at, status, created_at)
          -- One that took place is on its lead's day (never later than the seed's last day: a future
          -- appointment cannot have taken place); one still to come two days on.
          SELECT ${userId}::int, id, 'Consultation', 'consultation',
            created_at + CASE WHEN appointment_sat THEN interval '2 hours' ELSE interval '2 days' END,
            CASE WHEN appointment_sat THEN 'completed' WHEN cancelled_appointment THEN 'cancelled' ELSE 'scheduled' END,
            created_at
          FROM inserted
          WHERE (knock_appointment OR tag_appointment) AND id % 10 = 0
          RETURNING id
        )
        SELECT (SELECT count(*) FROM inserted)::int AS leads, (SELECT count(*) FROM booked)::int AS booked`);
      // The transaction's execute is typed for any driver; both of ours answer { rows }.
      const row = (result as { rows: { leads: number; booked: number }[] }).rows[0];
      return { leads: Number(row?.leads ?? 0), appointments: Number(row?.booked ?? 0) };
    });
    leads += made.leads;
    appointments += made.appointments;
  }
  if (options.userIds.length > 0) await db.execute(sql`ANALYZE clients, appointments`);
  return { leads, appointments };
}
