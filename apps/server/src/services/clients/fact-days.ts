import { FACT_DAY_RULES, type FactDay } from "@measured/core";
import { schema, sql } from "@measured/db";

const clients = schema.clients;
type Insert = typeof schema.clients.$inferInsert;
/** A SQL fragment (drizzle's SQL type, which @measured/db does not re-export). */
type Fragment = ReturnType<typeof sql>;

const setsAppointment = (record: Partial<Insert>) => record.knockAppointment === true || record.tagAppointment === true;

/**
 * The days a new lead's steps happened (core's FACT_DAY_RULES, decision 043): today, in the rep's zone,
 * for each step whose flag is on. An appointment set without its day is set today.
 */
export function factDaysOnCreate(record: Partial<Insert>, today: string): Partial<Insert> {
  const out: Partial<Record<FactDay | "appointmentSetDate", string | null>> = {};
  for (const rule of FACT_DAY_RULES) out[rule.day] = rule.anyOf.some((flag) => record[flag] === true) ? today : null;
  if (setsAppointment(record) && !record.appointmentSetDate) out.appointmentSetDate = today;
  return out;
}

/**
 * The same days for a change, as SQL over the row as it is when the statement runs (so two edits in a
 * row cannot both take the step as new): a day is set to today when one of its flags turns on, kept
 * while one stays on, cleared when all are off. Only the days whose flags the change names are written.
 */
export function factDaysOnUpdate(set: Partial<Insert>, today: string): Partial<Record<FactDay | "appointmentSetDate", Fragment>> {
  const out: Partial<Record<FactDay | "appointmentSetDate", Fragment>> = {};
  const after = (flag: (typeof FACT_DAY_RULES)[number]["anyOf"][number]) =>
    set[flag] === undefined ? sql`${clients[flag]}` : sql`${set[flag] === true}::boolean`;
  for (const rule of FACT_DAY_RULES) {
    if (!rule.anyOf.some((flag) => set[flag] !== undefined)) continue;
    const column = clients[rule.day];
    const onAfter = sql.join(rule.anyOf.map(after), sql` or `);
    const onBefore = sql.join(
      rule.anyOf.map((flag) => sql`${clients[flag]}`),
      sql` or `,
    );
    out[rule.day] =
      sql`case when (${onAfter}) then (case when (${onBefore}) and ${column} is not null then ${column} else ${today}::date end) else null end`;
  }
  if (setsAppointment(set) && !set.appointmentSetDate) {
    out.appointmentSetDate = sql`coalesce(${clients.appointmentSetDate}, ${today}::date)`;
  }
  return out;
}
