import { randomBytes } from "node:crypto";
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_LIFETIME_MS,
  DEMO_MESSAGES,
  DEMO_REP,
  type DemoBook,
  demoBook,
  deriveLeadStatus,
  KPI_CATALOGUE,
  NO_LEAD_FLAGS,
  todayIn,
  zonedDateTimeToInstant,
} from "@measured/core";
import { type Database, eq, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import { withSlots } from "../auth/rate-limit";
import { insertUser, type UserRow } from "../auth/users";
import { listCategories } from "../finance/categories";
import { completeOnboarding } from "../onboarding/onboarding";
import { repWrite } from "../rep-writes/rep-write";

const HOUR_MS = 60 * 60 * 1000;

/** The per-address limit's key: demos opened from one address (lib/client-address.ts) in the last hour. */
export const demoLimitKey = (address: string) => `demo:address:${address}`;

/**
 * Opens a Try the demo account (issue 25, decision 068): a user who can never sign in with a password
 * (none is set; the address is under .invalid, so no reset mail can reach anyone), onboarded as a solar
 * rep with core's demo book written in, and removed by the demo-removal job a day later. One slot of
 * the address's hourly limit is reserved first; a demo that fails half way is removed at once.
 */
export async function openDemoAccount(
  db: Database,
  address: string,
  perAddress: number,
  timeZone: string,
  now: Date = new Date(),
): Promise<UserRow> {
  const limit = { key: demoLimitKey(address), max: perAddress, windowMs: HOUR_MS };
  return withSlots(db, [limit], DEMO_MESSAGES.tooMany, async () => {
    const user = await insertUser(db, {
      email: `demo-${randomBytes(9).toString("hex")}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash: null,
      authProvider: "demo",
      firstName: DEMO_REP.firstName,
      lastName: DEMO_REP.lastName,
      isEmailVerified: true,
      demoExpiresAt: new Date(now.getTime() + DEMO_LIFETIME_MS),
    });
    // 72 random bits: a clash is not expected in the life of the app; if one comes, the visitor tries again.
    if (!user) throw new HttpError(503, DEMO_MESSAGES.failed);
    const book = demoBook({ seed: randomBytes(4).readUInt32BE(0), today: todayIn(timeZone, now), timeZone });
    try {
      return await writeDemoBook(db, user.id, book, timeZone);
    } catch (error) {
      await db.delete(schema.users).where(eq(schema.users.id, user.id));
      throw error;
    }
  });
}

const cents = (value: number) => value / 100;

/**
 * Writes a demo book for a new user in one transaction under their row (repWrite): onboarding through
 * its own service (metrics, analytics, pipeline), the categories as a first Finance visit makes them,
 * then each table in one insert. The book is far inside every quota (a fresh account, a few hundred
 * rows; core's test bounds it), so no quota is counted here.
 */
export async function writeDemoBook(db: Database, userId: number, book: DemoBook, timeZone: string): Promise<UserRow> {
  return repWrite(db, userId, async (tx) => {
    const user = await completeOnboarding(tx, userId, {
      industry: book.industry,
      kpis: [...book.kpis],
      analytics: book.analytics,
    });
    // A demo sends no e-mail: its address cannot receive one, so neither the digest nor the weekly backup run.
    await tx
      .update(schema.userPreferences)
      .set({ timeZone, autoBackup: false, emailNotifications: false })
      .where(eq(schema.userPreferences.userId, userId));

    const metrics = await tx
      .select({ id: schema.kpiDefinitions.id, name: schema.kpiDefinitions.name })
      .from(schema.kpiDefinitions)
      .where(eq(schema.kpiDefinitions.userId, userId));
    const metricId = new Map(metrics.map((m) => [m.name, m.id]));
    const idOf = (key: keyof typeof KPI_CATALOGUE) => {
      const id = metricId.get(KPI_CATALOGUE[key].name);
      if (id === undefined) throw new Error(`The demo's metric ${key} was not made by onboarding`);
      return id;
    };
    await tx
      .insert(schema.kpiEntries)
      .values(book.entries.map((e) => ({ userId, kpiDefinitionId: idOf(e.metric), value: e.value, date: e.date })));

    const morning = (day: string) => zonedDateTimeToInstant(day, "09:00", timeZone);
    const leads = await tx
      .insert(schema.clients)
      .values(
        book.leads.map((lead) => ({
          userId,
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          address: lead.address,
          leadSource: lead.leadSource,
          notes: lead.notes,
          status: deriveLeadStatus({ ...NO_LEAD_FLAGS, ...lead.flags }),
          industryContext: book.industry,
          ...lead.flags,
          appointmentSetDate: lead.appointmentSetDate,
          appointmentSetForDate: lead.appointment?.scheduledAt ?? null,
          satDate: lead.satDate,
          signedDate: lead.signedDate,
          installedDate: lead.installedDate,
          cancelledDate: lead.cancelledDate,
          nextFollowUpDate: lead.nextFollowUpDate,
          createdAt: morning(lead.createdOn),
          updatedAt: morning(lead.createdOn),
        })),
      )
      .returning({ id: schema.clients.id, firstName: schema.clients.firstName, lastName: schema.clients.lastName });
    // Names are unique within a book: the rows are matched by name, not by the order RETURNING happens to keep.
    const leadId = new Map(leads.map((l) => [`${l.firstName} ${l.lastName}`, l.id]));
    const clientIdOf = (index: number) => {
      const lead = book.leads[index];
      const id = lead && leadId.get(`${lead.firstName} ${lead.lastName}`);
      if (id === undefined) throw new Error(`The demo's lead ${index} was not written`);
      return id;
    };

    const appointments = book.leads.flatMap((lead, index) =>
      lead.appointment
        ? [
            {
              userId,
              clientId: clientIdOf(index),
              title: lead.appointment.title,
              type: lead.appointment.type,
              scheduledAt: lead.appointment.scheduledAt,
              status: lead.appointment.status,
              createdAt: morning(lead.createdOn),
            },
          ]
        : [],
    );
    if (appointments.length > 0) await tx.insert(schema.appointments).values(appointments);

    const categories = new Map((await listCategories(tx, userId)).map((c) => [c.name, c.id]));
    if (book.expenses.length > 0) {
      await tx.insert(schema.expenses).values(
        book.expenses.map((e) => ({
          userId,
          categoryId: categories.get(e.category) ?? null,
          amount: cents(e.cents),
          description: e.description,
          date: e.date,
        })),
      );
    }
    if (book.revenue.length > 0) {
      await tx.insert(schema.revenueEntries).values(
        book.revenue.map((r) => ({
          userId,
          clientId: clientIdOf(r.lead),
          amount: cents(r.cents),
          description: r.description,
          date: r.date,
        })),
      );
    }
    if (book.mileage.length > 0) {
      await tx.insert(schema.mileageEntries).values(
        book.mileage.map((m) => ({
          userId,
          miles: m.milesHundredths / 100,
          rate: m.rateMilli / 1000,
          purpose: m.purpose,
          startLocation: m.startLocation,
          endLocation: m.endLocation,
          date: m.date,
        })),
      );
    }
    await tx.insert(schema.goals).values({
      userId,
      kpiDefinitionId: idOf(book.goal.metric),
      targetValue: book.goal.target,
      period: book.goal.period,
      description: book.goal.description,
    });
    return user;
  });
}
