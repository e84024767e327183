import { describe, expect, it } from "vitest";
import { instantToZonedDateTime } from "../appointments/zoned-time";
import { deriveLeadStatus, NO_LEAD_FLAGS } from "../clients/lead-status";
import { DEFAULT_EXPENSE_CATEGORIES } from "../finance/categories";
import { irsRateMilli } from "../finance/mileage-rate";
import { INDUSTRY_TEMPLATES } from "../industries/industries";
import { addDays } from "../kpi/periods";
import { QUOTAS } from "../limits/quotas";
import { DEMO_DAYS, type DemoBook, demoBook, demoRequestSchema, isDemoEmail } from "./demo-book";

const today = "2026-11-27";
const timeZone = "America/Phoenix";
const book = demoBook({ seed: 42, today, timeZone });
const first = addDays(today, -(DEMO_DAYS - 1));
const inBook = (date: string | null) => date === null || (date >= first && date <= today);

describe("demoBook", () => {
  it("is the same book for the same seed and day, and another for another seed", () => {
    expect(demoBook({ seed: 42, today, timeZone })).toEqual(book);
    expect(demoBook({ seed: 43, today, timeZone })).not.toEqual(book);
  });

  it("is a solar rep's few months: Daily Input on most days up to today, never on a Sunday", () => {
    expect(book.industry).toBe("solar");
    expect(book.kpis).toEqual(INDUSTRY_TEMPLATES.solar.kpis);
    const days = new Set(book.entries.map((e) => e.date));
    expect(days.has(today)).toBe(true);
    expect(days.size).toBeGreaterThan(60);
    expect(days.size).toBeLessThanOrEqual(DEMO_DAYS);
    for (const day of days) expect(inBook(day)).toBe(true);
    expect([...days].filter((d) => d !== today && new Date(`${d}T00:00:00Z`).getUTCDay() === 0)).toEqual([]);
  });

  it("types only what no lead records, so nothing is counted twice (decision 043)", () => {
    expect(new Set(book.entries.map((e) => e.metric))).toEqual(new Set(["hoursWorked", "doorsKnocked", "tagsPut"]));
    for (const e of book.entries) {
      expect(e.value).toBeGreaterThan(0);
      if (e.metric !== "hoursWorked") expect(Number.isInteger(e.value)).toBe(true);
    }
    // A day's keys are unique: one stored value per metric and day.
    const keys = book.entries.map((e) => `${e.metric} ${e.date}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has leads in every state of the funnel, with distinct names", () => {
    const statuses = new Set(book.leads.map((l) => deriveLeadStatus({ ...NO_LEAD_FLAGS, ...l.flags })));
    for (const status of ["lead", "appointment_scheduled", "appointment_held", "customer", "installed", "not_interested"]) {
      expect(statuses, status).toContain(status);
    }
    expect(new Set(appointmentsOf(book).map((a) => a.status))).toEqual(
      new Set(["scheduled", "completed", "no_show", "cancelled"]),
    );
    const names = book.leads.map((l) => `${l.firstName} ${l.lastName}`);
    expect(new Set(names).size).toBe(names.length);
    expect(book.leads.length).toBeGreaterThan(80);
  });

  it("dates each step on its day, within the book, in the order a deal takes", () => {
    for (const lead of book.leads) {
      const { flags } = lead;
      expect(lead.appointmentSetDate !== null).toBe(flags.knockAppointment || flags.tagAppointment);
      expect(lead.satDate !== null).toBe(flags.appointmentSat);
      expect(lead.signedDate !== null).toBe(flags.signed);
      expect(lead.installedDate !== null).toBe(flags.installed);
      expect(lead.cancelledDate !== null).toBe(flags.signedButCanceled);
      for (const day of [
        lead.createdOn,
        lead.appointmentSetDate,
        lead.satDate,
        lead.signedDate,
        lead.installedDate,
        lead.cancelledDate,
      ]) {
        expect(inBook(day)).toBe(true);
      }
      const steps = [lead.appointmentSetDate, lead.satDate, lead.signedDate, lead.installedDate ?? lead.cancelledDate];
      const taken = steps.filter((d): d is string => d !== null);
      expect(taken).toEqual([...taken].sort());
      const appointment = lead.appointment;
      if (!appointment) continue;
      // The appointment's wall-clock day in the rep's zone is the day it was planned for.
      expect(instantToZonedDateTime(appointment.scheduledAt, timeZone).date).toBe(appointment.date);
      expect(appointment.date > today).toBe(appointment.status === "scheduled");
      if (flags.appointmentSat) expect(lead.satDate).toBe(appointment.date);
      expect(appointment.status === "completed").toBe(flags.appointmentSat);
      expect(appointment.status === "cancelled").toBe(flags.cancelledAppointment);
    }
  });

  it("pays an advance on each signing and a commission on each install, for that lead", () => {
    const signed = book.leads.filter((l) => l.flags.signed);
    const installed = book.leads.filter((l) => l.flags.installed);
    expect(installed.length).toBeGreaterThan(3);
    expect(book.revenue).toHaveLength(signed.length + installed.length);
    for (const r of book.revenue) {
      const lead = book.leads[r.lead];
      expect(lead?.flags.signed).toBe(true);
      expect([lead?.signedDate, lead?.installedDate]).toContain(r.date);
      expect(Number.isInteger(r.cents) && r.cents > 0).toBe(true);
    }
  });

  it("spends in the default categories, drives at the IRS rate of each day, and sets one monthly goal", () => {
    const categories = new Set<string>(DEFAULT_EXPENSE_CATEGORIES.map((c) => c.name));
    expect(book.expenses.length).toBeGreaterThan(30);
    for (const e of book.expenses) {
      expect(categories).toContain(e.category);
      expect(inBook(e.date)).toBe(true);
      expect(Number.isInteger(e.cents) && e.cents > 0).toBe(true);
    }
    expect(book.mileage.length).toBeGreaterThan(60);
    for (const m of book.mileage) {
      expect(m.rateMilli).toBe(irsRateMilli(m.date));
      expect(Number.isInteger(m.milesHundredths) && m.milesHundredths > 0).toBe(true);
    }
    expect(book.goal).toMatchObject({ metric: "dealsClosed", period: "monthly" });
    expect(book.kpis).toContain(book.goal.metric);
  });
});

describe("the demo's size", () => {
  it("is far inside every quota, for any seed: the server writes it without counting", () => {
    for (const seed of [0, 1, 7, 99, 2 ** 32 - 1]) {
      const b = demoBook({ seed, today, timeZone });
      expect(b.leads.length).toBeLessThan(QUOTAS.clients.max / 10);
      expect(appointmentsOf(b).length).toBeLessThan(QUOTAS.appointments.max / 10);
      expect(b.expenses.length).toBeLessThan(QUOTAS.expenses.max / 10);
      expect(b.revenue.length).toBeLessThan(QUOTAS.revenueEntries.max / 10);
      expect(b.mileage.length).toBeLessThan(QUOTAS.mileageEntries.max / 10);
      expect(b.kpis.length).toBeLessThan(QUOTAS.activeMetrics.max);
      // A few months, not a few years: the demo opens in one short transaction.
      expect(b.entries.length + b.leads.length * 2 + b.expenses.length + b.revenue.length + b.mileage.length).toBeLessThan(1200);
    }
  });
});

describe("the demo's address and request", () => {
  it("a demo address is under the .invalid domain, and the request takes no fields", () => {
    expect(isDemoEmail("demo-ab12@demo.measured.invalid")).toBe(true);
    expect(isDemoEmail("rep@example.com")).toBe(false);
    expect(demoRequestSchema.safeParse({}).success).toBe(true);
    expect(demoRequestSchema.safeParse({ isOnboarded: false }).success).toBe(false);
  });
});

function appointmentsOf(b: DemoBook) {
  return b.leads.flatMap((l) => (l.appointment ? [l.appointment] : []));
}
