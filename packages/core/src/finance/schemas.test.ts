import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as schemas from "./schemas";
import {
  createExpenseCategorySchema,
  createExpenseSchema,
  createMileageSchema,
  createRevenueSchema,
  updateExpenseCategorySchema,
  updateExpenseSchema,
  updateMileageSchema,
  updateRevenueSchema,
} from "./schemas";

/** Each refused field with its message, "field: message". */
const problems = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("expenses", () => {
  const valid = {
    amount: "12.5",
    description: "Gas",
    categoryId: 3,
    date: "2025-02-28",
    isPersonal: false,
    notes: "Business expense",
  };

  it("takes the quick expense's payload, the amount as exact cents", () => {
    expect(createExpenseSchema.parse(valid)).toEqual({
      amountCents: 1250,
      description: "Gas",
      categoryId: 3,
      date: "2025-02-28",
      isPersonal: false,
      notes: "Business expense",
    });
    expect(createExpenseSchema.parse({ ...valid, amount: 60 }).amountCents).toBe(6000);
  });

  it("defaults to no category, a business expense and no notes", () => {
    const parsed = createExpenseSchema.parse({ amount: 5, description: "Coffee", date: "2025-03-01", notes: "" });
    expect(parsed).toMatchObject({ categoryId: null, isPersonal: false, notes: null });
  });

  it("answers every missing field under its own name", () => {
    expect(problems(createExpenseSchema, {})).toEqual([
      "amount: Amount is required",
      "description: Description is required",
      "date: Date is required",
    ]);
    expect(problems(createExpenseSchema, { ...valid, amount: "", description: "  " })).toEqual([
      "amount: Amount is required",
      "description: Description is required",
    ]);
  });

  it.each([
    [{ amount: "abc" }, "amount: Amount must be a number"],
    [{ amount: "0" }, "amount: Amount must be greater than 0"],
    [{ amount: -5 }, "amount: Amount must be at least 0"],
    [{ amount: "12.345" }, "amount: Amount can have at most 2 decimal places"],
    [{ amount: "100000000.00" }, "amount: Amount must be at most 99,999,999.99"],
    [{ amount: "1,234.56" }, "amount: Amount must be written without commas, like 1234.56"],
    [{ date: "2025-02-30" }, "date: Date is not a real calendar day"],
    [{ date: "02/28/2025" }, "date: Date must look like 2026-01-31"],
    [{ categoryId: 0 }, "categoryId: Category must be one of your categories"],
    [{ categoryId: "3" }, "categoryId: Category must be one of your categories"],
    [{ isPersonal: "yes" }, "isPersonal: Personal must be true or false"],
    [{ receiptUrl: "x" }, ': Unrecognized key: "receiptUrl"'],
  ])("refuses %j", (change, problem) => {
    expect(problems(createExpenseSchema, { ...valid, ...change })).toEqual([problem]);
  });

  it("updates any subset, renaming only what was sent", () => {
    expect(updateExpenseSchema.parse({ amount: "7.25" })).toEqual({ amountCents: 725 });
    expect(updateExpenseSchema.parse({ categoryId: null })).toEqual({ categoryId: null });
    expect(problems(updateExpenseSchema, {})).toEqual([": Send at least one field to change"]);
    expect(problems(updateExpenseSchema, { amount: "0" })).toEqual(["amount: Amount must be greater than 0"]);
  });
});

describe("revenue", () => {
  it("takes {amount, description, clientId or null, date}", () => {
    expect(createRevenueSchema.parse({ amount: 3000, description: "Install bonus", clientId: 42, date: "2025-06-03" })).toEqual({
      amountCents: 300_000,
      description: "Install bonus",
      clientId: 42,
      date: "2025-06-03",
    });
    expect(createRevenueSchema.parse({ amount: "0.01", date: "2025-06-03" })).toEqual({
      amountCents: 1,
      clientId: null,
      date: "2025-06-03",
    });
  });

  it("refuses a missing or empty amount and a made-up day", () => {
    expect(problems(createRevenueSchema, { date: "2025-02-29" })).toEqual([
      "amount: Amount is required",
      "date: Date is not a real calendar day",
    ]);
    expect(problems(createRevenueSchema, { amount: 1, date: "2025-01-01", clientId: 1.5 })).toEqual([
      "clientId: Client must be one of your leads",
    ]);
  });

  it("updates any subset", () => {
    expect(updateRevenueSchema.parse({ clientId: null })).toEqual({ clientId: null });
    expect(updateRevenueSchema.parse({ amount: "10" })).toEqual({ amountCents: 1000 });
  });
});

describe("mileage", () => {
  it("takes the form's payload with its typed rate", () => {
    expect(
      createMileageSchema.parse({
        miles: "23.4",
        purpose: "Site survey",
        startLocation: "Office",
        endLocation: "12 Elm St",
        date: "2025-05-05",
        rate: "0.67",
      }),
    ).toEqual({
      milesHundredths: 2340,
      purpose: "Site survey",
      startLocation: "Office",
      endLocation: "12 Elm St",
      date: "2025-05-05",
      rateMilli: 670,
      isPersonal: false,
      gapBridged: false,
    });
  });

  it("takes the tracker's payload, and a rate not sent is the IRS rate of the trip's day", () => {
    expect(createMileageSchema.parse({ miles: 12.34, purpose: "Tracked trip", date: "2022-06-30" })).toMatchObject({
      milesHundredths: 1234,
      rateMilli: 585,
      startLocation: null,
      endLocation: null,
    });
    expect(createMileageSchema.parse({ miles: 1, purpose: "Trip", date: "2022-07-01", rate: "" }).rateMilli).toBe(625);
    expect(createMileageSchema.parse({ miles: 1, purpose: "Trip", date: "2026-01-01", rate: null }).rateMilli).toBe(725);
    expect(createMileageSchema.parse({ miles: 1, purpose: "Personal", date: "2026-01-01", rate: 0 }).rateMilli).toBe(0);
    expect(createMileageSchema.parse({ miles: 1, purpose: "Trip", date: "2026-01-01", rate: "0.725" }).rateMilli).toBe(725);
  });

  it("records a trip ended as Personal at rate 0, whatever rate came with it", () => {
    expect(createMileageSchema.parse({ miles: 4, purpose: "Groceries", date: "2026-01-01", isPersonal: true })).toMatchObject({
      rateMilli: 0,
      isPersonal: true,
    });
    expect(
      createMileageSchema.parse({ miles: 4, purpose: "Groceries", date: "2026-01-01", rate: "0.725", isPersonal: true })
        .rateMilli,
    ).toBe(0);
  });

  it("answers with the spec's messages", () => {
    expect(problems(createMileageSchema, { miles: "", purpose: "", date: "" })).toEqual([
      "miles: Miles are required",
      "purpose: Purpose is required",
      "date: Date is required",
    ]);
    expect(problems(createMileageSchema, {})).toEqual([
      "miles: Miles are required",
      "purpose: Purpose is required",
      "date: Date is required",
    ]);
  });

  it.each([
    [{ miles: "0.05" }, "miles: A trip must be at least 0.1 miles"],
    [{ miles: "1000000" }, "miles: Miles must be at most 999,999.99"],
    [{ miles: "abc" }, "miles: Miles must be a number"],
    [{ rate: "0.7255" }, "rate: Rate can have at most 3 decimal places"],
    [{ rate: "1000" }, "rate: Rate must be at most 999.999"],
    [{ rate: -1 }, "rate: Rate must be at least 0"],
    [{ rate: "abc" }, "rate: Rate must be a number"],
  ])("refuses %j", (change, problem) => {
    expect(problems(createMileageSchema, { miles: 5, purpose: "Trip", date: "2025-01-01", ...change })).toEqual([problem]);
  });

  it("updates any subset; an empty rate goes back to the date's IRS rate", () => {
    expect(updateMileageSchema.parse({ miles: "3" })).toEqual({ milesHundredths: 300 });
    expect(updateMileageSchema.parse({ rate: "" })).toEqual({ rateMilli: null });
    expect(updateMileageSchema.parse({ purpose: "Visit" })).toEqual({ purpose: "Visit" });
  });
});

describe("expense categories", () => {
  it("takes a name, with the default colour and active unless told", () => {
    expect(createExpenseCategorySchema.parse({ name: "Tolls" })).toEqual({ name: "Tolls", color: "#4A6FA5", isActive: true });
    expect(createExpenseCategorySchema.parse({ name: "Tolls", color: "#e4572e", isActive: false })).toEqual({
      name: "Tolls",
      color: "#E4572E",
      isActive: false,
    });
  });

  it("refuses a blank name and a colour that is not #RRGGBB", () => {
    expect(problems(createExpenseCategorySchema, { name: " ", color: "red" })).toEqual([
      "name: Name is required",
      "color: Color must look like #4A6FA5",
    ]);
    expect(problems(updateExpenseCategorySchema, {})).toEqual([": Send at least one field to change"]);
    expect(updateExpenseCategorySchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});

describe("every finance schema", () => {
  /** String places of a JSON Schema without a maxLength (the API's document must bound every input). */
  function unbounded(node: unknown, path = ""): string[] {
    if (typeof node !== "object" || node === null) return [];
    const found: string[] = [];
    const n = node as Record<string, unknown>;
    if (n.type === "string" && n.enum === undefined && n.const === undefined && typeof n.maxLength !== "number") found.push(path);
    for (const [key, child] of Object.entries(n)) found.push(...unbounded(child, `${path}/${key}`));
    return found;
  }

  it("bounds every string its input takes, as the API document states it", () => {
    for (const [name, schema] of Object.entries(schemas)) {
      if (!(schema instanceof z.ZodType)) continue;
      expect(unbounded(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })), name).toEqual([]);
    }
  });
});
