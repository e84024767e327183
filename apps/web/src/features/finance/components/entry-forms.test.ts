import { createExpenseSchema, createMileageSchema, createRevenueSchema, MILES_REQUIRED, PURPOSE_REQUIRED } from "@measured/core";
import { describe, expect, it } from "vitest";
import { changedFields, checkBody, pickServerMessages } from "@/lib/form-check";
import { expenseBody, expenseFormValues } from "./expense-form";
import { mileageBody, mileageFormValues, ratePlaceholder } from "./mileage-form";
import { revenueBody, revenueFormValues } from "./revenue-form";

const stamps = { createdAt: "2026-11-20T10:00:00Z", updatedAt: "2026-11-20T10:00:00Z" };

describe("expense form", () => {
  it("starts blank, dated today, as a business expense, and sends what core accepts", () => {
    const values = { ...expenseFormValues(null, "2026-11-27"), amount: " 12.5 ", description: "Gas", categoryId: "3" };
    const body = expenseBody(values);
    expect(body).toEqual({ amount: "12.5", description: "Gas", categoryId: 3, date: "2026-11-27", isPersonal: false, notes: "" });
    expect(checkBody(createExpenseSchema, body)).toBeNull();
  });
  it("names a bad amount and a missing description under their fields", () => {
    const body = expenseBody({ ...expenseFormValues(null, "2026-11-27"), amount: "12.345" });
    const messages = checkBody(createExpenseSchema, body);
    expect(messages?.amount).toMatch(/Amount/);
    expect(messages?.description).toMatch(/Description/);
  });
  it("sends an edit's changed fields only", () => {
    const expense = {
      id: 7,
      amount: 40,
      description: "Lunch",
      categoryId: null,
      categoryName: null,
      categoryColor: null,
      date: "2026-11-20",
      isPersonal: false,
      notes: null,
      receiptUrl: null,
      ...stamps,
    };
    const before = expenseBody(expenseFormValues(expense, "2026-11-27"));
    expect(before.amount).toBe("40.00");
    expect(changedFields(before, before)).toEqual({});
    const after = expenseBody({ ...expenseFormValues(expense, "2026-11-27"), kind: "personal" });
    expect(changedFields(after, before)).toEqual({ isPersonal: true });
  });
});

describe("revenue form", () => {
  it("sends the amount as typed and an empty description as none", () => {
    const body = revenueBody({ ...revenueFormValues(null, "2026-11-27"), amount: "1500" });
    expect(body).toEqual({ amount: "1500", description: "", date: "2026-11-27", clientId: null });
    expect(createRevenueSchema.parse(body)).toMatchObject({ amountCents: 150_000, description: null, clientId: null });
  });
  it("opened on a signed lead, names the lead and calls it a commission", () => {
    const values = revenueFormValues(null, "2026-11-27", { id: 7, name: "Dana Follow" });
    expect(revenueBody({ ...values, amount: "2500" })).toEqual({
      amount: "2500",
      description: "Commission",
      date: "2026-11-27",
      clientId: 7,
    });
  });
  it("an edit that takes the lead off sends only that", () => {
    const entry = {
      id: 1,
      amount: 2500,
      description: "Commission",
      clientId: 7,
      clientName: "Dana Follow",
      date: "2026-11-20",
      createdAt: "2026-11-20T10:00:00Z",
      updatedAt: "2026-11-20T10:00:00Z",
    };
    const values = revenueFormValues(entry, "2026-11-27");
    expect(values.lead).toEqual({ id: 7, name: "Dana Follow" });
    expect(changedFields(revenueBody({ ...values, lead: null }), revenueBody(values))).toEqual({ clientId: null });
  });
  it("refuses no amount", () => {
    expect(checkBody(createRevenueSchema, revenueBody(revenueFormValues(null, "2026-11-27")))?.amount).toBe("Amount is required");
  });
});

describe("mileage form", () => {
  it("says the spec's messages for missing miles and purpose", () => {
    const messages = checkBody(createMileageSchema, mileageBody(mileageFormValues(null, "2026-11-27")));
    expect(messages?.miles).toBe(MILES_REQUIRED);
    expect(messages?.purpose).toBe(PURPOSE_REQUIRED);
  });
  it("sends no rate when none is typed, so the day's IRS rate applies", () => {
    const body = mileageBody({ ...mileageFormValues(null, "2026-11-27"), miles: "12.4", purpose: "Client visit" });
    expect(body.rate).toBeNull();
    expect(createMileageSchema.parse(body)).toMatchObject({ milesHundredths: 1240, rateMilli: 725 });
  });
  it("opens a trip at its day's IRS rate with the rate empty, and a typed one as typed", () => {
    const trip = {
      id: 1,
      miles: 10,
      purpose: "Visit",
      startLocation: null,
      endLocation: null,
      date: "2025-06-03",
      rate: 0.7,
      isPersonal: false,
      gapBridged: false,
      deduction: 7,
      ...stamps,
    };
    expect(mileageFormValues(trip, "2026-11-27").rate).toBe("");
    expect(mileageFormValues({ ...trip, rate: 0.6 }, "2026-11-27").rate).toBe("0.600");
  });
  it("shows the IRS rate of the chosen day", () => {
    expect(ratePlaceholder("2026-03-01", "2026-11-27")).toBe("0.725 (IRS 2026)");
    expect(ratePlaceholder("2022-08-01", "2026-11-27")).toBe("0.625 (IRS 2022)");
    expect(ratePlaceholder("", "2025-05-05")).toBe("0.700 (IRS 2025)");
  });
});

describe("pickServerMessages", () => {
  it("keeps the first message of the fields the form shows", () => {
    expect(pickServerMessages({ amount: ["Too much", "x"], other: ["y"] }, ["amount", "date"])).toEqual({ amount: "Too much" });
  });
});
