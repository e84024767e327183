import { randomBytes } from "node:crypto";
import { eq } from "@measured/db";
import type { App } from "../app";
import { hashPassword } from "../services/auth/passwords";
import { bearer, createUser, insertedUser, type TestUser } from "./factories";
import { photo, putReceipt } from "./receipt-photos";
import { codeFor, startTwoFactorSetup } from "./two-factor";

/**
 * What the security suite needs to know about each route, keyed "METHOD /url".
 * A route the server registers but this table lacks fails the suite, so a new route
 * cannot ship without its authorisation and mass-assignment checks.
 */
export interface RouteCase {
  /** A valid body, for routes that take one (mass-assignment checks add keys to it). */
  body?: Record<string, unknown>;
  /** The valid body for `owner`, where it must name one of their records (a goal's metric): see bodyOf. */
  ownedBody?: (app: App, owner: TestUser) => Promise<Record<string, unknown>>;
  /** Routes that take an id: makes an object owned by `owner` and returns its id. */
  ownedId?: (app: App, owner: TestUser) => Promise<number>;
  /** Public routes answer without a session; everything else must answer 401 without one. */
  public?: true;
  /** The query a GET needs to answer 200 (a required parameter). */
  query?: string;
  /**
   * What another account gets for the owner's object when it is not 404, and why: an invitation names its
   * account by address, so another account is told it is someone else's (403, issue 24).
   */
  otherAccount?: { status: 403; why: string };
  /** A GET that finds one record by a secret in its query (an invitation's token): why an unknown one is 404. */
  lookup?: string;
  /** Keys the mass-assignment check adds that this body takes by the spec (an invitation's role), and why. */
  takes?: { keys: readonly string[]; why: string };
  /** Its valid body ends the account that sends it (Delete Account): checks send it from an account of its own. */
  endsAccount?: true;
}

const today = "2026-11-20";

/**
 * The owner's password as the fixture knows it, stored again: a route checked earlier (Change Password's plain
 * body) may have changed it, and a body that proves the password must carry the one that is stored.
 */
async function knownPassword(app: App, owner: TestUser): Promise<string> {
  const { users } = app.db._.fullSchema;
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(owner.password) })
    .where(eq(users.id, owner.id));
  return owner.password;
}

/**
 * Two-factor off for the owner, straight in the database: set-up is only offered while it is off, and an
 * earlier request (another suite's, or a raced pair's) may have turned it on.
 */
async function twoFactorOff(app: App, owner: TestUser): Promise<void> {
  const { users } = app.db._.fullSchema;
  await app.db
    .update(users)
    .set({ twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
    .where(eq(users.id, owner.id));
}

async function ownedMetricId(app: App, owner: TestUser): Promise<number> {
  const res = await app.inject({
    method: "POST",
    url: "/api/kpi-definitions",
    headers: bearer(owner),
    payload: { name: "Owner Secret Metric", unit: "count" },
  });
  return res.json<{ id: number }>().id;
}

async function ownedLeadId(app: App, owner: TestUser): Promise<number> {
  const res = await app.inject({
    method: "POST",
    url: "/api/clients",
    headers: bearer(owner),
    payload: { firstName: "Owner", lastName: "Secret Lead", phone: "555-0100" },
  });
  return res.json<{ id: number }>().id;
}

/** A lead and its appointment, made the way the pipeline's Log Appointment dialog makes them. */
async function ownedAppointmentId(app: App, owner: TestUser): Promise<number> {
  const res = await app.inject({
    method: "POST",
    url: "/api/appointments",
    headers: bearer(owner),
    payload: { client: { name: "Owner Secret Lead" }, date: today, time: "10:00", notes: "Owner private note" },
  });
  return res.json<{ id: number }>().id;
}

/**
 * A category of the owner's, written straight to the table under a name of its own: suites that make
 * one per route and round (the racing writes) would otherwise meet the categories quota or a name taken.
 */
async function ownedCategoryId(app: App, owner: TestUser): Promise<number> {
  const { expenseCategories } = app.db._.fullSchema;
  const [row] = await app.db
    .insert(expenseCategories)
    .values({ userId: owner.id, name: `Owner Secret Category ${randomBytes(4).toString("hex")}` })
    .returning({ id: expenseCategories.id });
  if (!row) throw new Error("no category inserted");
  return row.id;
}

/** Makes one of the owner's ledger rows through its POST and answers its id (the POST must succeed). */
async function ownedLedgerId(app: App, owner: TestUser, url: string, payload: Record<string, unknown>): Promise<number> {
  const res = await app.inject({ method: "POST", url, headers: bearer(owner), payload });
  if (res.statusCode !== 201) throw new Error(`${url} fixture: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

const expense = {
  amount: "12.50",
  description: "Gas",
  categoryId: null,
  date: today,
  isPersonal: false,
  notes: "Business expense",
};
const revenue = { amount: 3000, description: "Commission", clientId: null, date: today };
const trip = {
  miles: "23.4",
  purpose: "Site survey",
  startLocation: "Office",
  endLocation: "12 Elm St",
  date: today,
  rate: "0.725",
};

const ownedExpenseId = (app: App, owner: TestUser) =>
  ownedLedgerId(app, owner, "/api/expenses", { ...expense, description: "Owner private expense" });
/** An expense of the owner's with a receipt photo attached. */
async function ownedReceiptExpenseId(app: App, owner: TestUser): Promise<number> {
  const id = await ownedExpenseId(app, owner);
  const res = await putReceipt(app, owner, id, await photo());
  if (res.statusCode !== 200) throw new Error(`receipt: ${res.statusCode} ${res.body}`);
  return id;
}
/**
 * A finished Export All Data archive of the owner's, written straight to the tables (one small chunk): the
 * checks read and download it without waiting for a build.
 */
async function ownedExportId(app: App, owner: TestUser): Promise<number> {
  const { dataExports, dataExportChunks } = app.db._.fullSchema;
  const [row] = await app.db
    .insert(dataExports)
    .values({
      userId: owner.id,
      status: "done",
      byteSize: 4,
      finishedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: dataExports.id });
  if (!row) throw new Error("no export inserted");
  await app.db
    .insert(dataExportChunks)
    .values({ exportId: row.id, userId: owner.id, seq: 0, bytes: new Uint8Array([80, 75, 5, 6]) });
  return row.id;
}
const ownedRevenueId = (app: App, owner: TestUser) =>
  ownedLedgerId(app, owner, "/api/revenue", { ...revenue, description: "Owner private revenue" });
const ownedTripId = (app: App, owner: TestUser) =>
  ownedLedgerId(app, owner, "/api/mileage", { ...trip, purpose: "Owner private trip" });

/** One of the owner's active metrics (onboarding gave them their industry's), read from the table. */
async function ownedActiveMetricId(app: App, owner: TestUser): Promise<number> {
  const { kpiDefinitions } = app.db._.fullSchema;
  const rows = await app.db
    .select({ id: kpiDefinitions.id, userId: kpiDefinitions.userId, isActive: kpiDefinitions.isActive })
    .from(kpiDefinitions);
  const mine = rows.filter((r) => r.userId === owner.id && r.isActive).sort((a, b) => a.id - b.id)[0];
  if (!mine) throw new Error("the owner has no active metric");
  return mine.id;
}

const goal = { kpiDefinitionId: 1, targetValue: 100, targetPeriod: "weekly", description: "Knock 100 doors" };
const ownedGoalBody = async (app: App, owner: TestUser) => ({ ...goal, kpiDefinitionId: await ownedActiveMetricId(app, owner) });
/** A goal of the owner's, written straight to the table (suites make one per route and round). */
async function ownedGoalId(app: App, owner: TestUser): Promise<number> {
  const { goals } = app.db._.fullSchema;
  const [row] = await app.db
    .insert(goals)
    .values({ userId: owner.id, kpiDefinitionId: await ownedActiveMetricId(app, owner), targetValue: 4321, period: "weekly" })
    .returning({ id: goals.id });
  if (!row) throw new Error("no goal inserted");
  return row.id;
}

/** A team the owner owns (with their owner membership), written straight to the tables. */
async function ownedTeamId(app: App, owner: { id: number }): Promise<number> {
  const { teams, teamMembers } = app.db._.fullSchema;
  const [team] = await app.db
    .insert(teams)
    .values({ name: `Owner Secret Team ${randomBytes(4).toString("hex")}`, ownerId: owner.id })
    .returning({ id: teams.id });
  if (!team) throw new Error("no team inserted");
  await app.db.insert(teamMembers).values({ teamId: team.id, userId: owner.id, role: "owner" });
  return team.id;
}
/** A team the owner was invited to and joined as a member (leave is theirs to do). */
async function joinedTeamId(app: App, owner: TestUser): Promise<number> {
  const teamId = await ownedTeamId(app, await insertedUser(app, "teamowner"));
  await app.db.insert(app.db._.fullSchema.teamMembers).values({ teamId, userId: owner.id, role: "member" });
  return teamId;
}
/** An invitation to the owner's address, waiting, from a team of someone else's. */
async function ownedInvitationId(app: App, owner: TestUser): Promise<number> {
  const inviter = await insertedUser(app, "inviter");
  const teamId = await ownedTeamId(app, inviter);
  const { teamInvitations } = app.db._.fullSchema;
  const [row] = await app.db
    .insert(teamInvitations)
    .values({
      teamId,
      inviterId: inviter.id,
      inviteeEmail: owner.email,
      token: randomBytes(16).toString("hex"),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: teamInvitations.id });
  if (!row) throw new Error("no invitation inserted");
  return row.id;
}
const INVITATION_IS_ADDRESSED = {
  status: 403,
  why: "an invitation names its account by address; another account is told it is someone else's",
} as const;
const invitation = { email: "new.rep@example.com", role: "member", teamId: 1 };
const ownedInvitationBody = async (app: App, owner: TestUser) => ({ ...invitation, teamId: await ownedTeamId(app, owner) });

const lead = { firstName: "Ana", lastName: "Lopez", email: "ana@example.com", phone: "(555) 123-4567" };

export const ROUTE_CASES: Record<string, RouteCase> = {
  "GET /healthz": { public: true },
  "GET /api/openapi.json": { public: true },
  "POST /api/auth/register": {
    public: true,
    body: { email: "new.rep@example.com", password: "longenough", firstName: "N", lastName: "R" },
  },
  "POST /api/auth/login": { public: true, body: { email: "nobody@example.com", password: "whatever1" } },
  "POST /api/auth/logout": { public: true },
  "GET /api/auth/user": {},
  "GET /api/login": { public: true },
  "POST /api/auth/forgot-password": { public: true, body: { email: "nobody@example.com" } },
  "GET /api/auth/validate-reset-token": { public: true },
  "POST /api/auth/reset-password": { public: true, body: { token: "not-a-real-token", newPassword: "longenough" } },
  "POST /api/auth/confirm-email": { public: true, body: { token: "not-a-real-token" } },
  "POST /api/auth/confirm-email/resend": {},
  "POST /api/notifications/unsubscribe": { public: true, query: "token=not-a-real-token" },
  "GET /api/auth/google": { public: true },
  "GET /api/auth/google/callback": { public: true },
  "POST /api/auth/demo": { public: true, body: {} },
  "POST /api/auth/two-factor": { public: true, body: { challenge: "not-a-real-challenge", code: "123456" } },
  "POST /api/onboarding": { body: { industry: "solar", kpis: ["hoursWorked"] } },
  "GET /api/kpi-definitions": {},
  "POST /api/kpi-definitions": { body: { name: "Referrals", unit: "count" } },
  "DELETE /api/kpi-definitions/:id": { ownedId: ownedMetricId },
  "GET /api/kpi-entries": {},
  "POST /api/kpi-entries": { body: { metricName: "Doors Knocked", value: 1, date: today } },
  "POST /api/kpi-entries/bulk": { body: { entries: [{ metricName: "Doors Knocked", value: 1, date: today }] } },
  "POST /api/kpi-entries/undo": { body: { idempotencyKeys: ["no-such-save"] } },
  "POST /api/cleanup/duplicates": {},
  "GET /api/dashboard": { query: "period=all" },
  "GET /api/dashboard/from-leads": { query: `date=${today}` },
  "GET /api/dashboard/figure-records": { query: "period=all&metric=Doors%20Knocked" },
  "GET /api/user/preferences": {},
  "PATCH /api/user/preferences": { body: { metricVisibility: { "Doors Knocked": false } } },
  "PUT /api/user/preferences": { body: { metricOrder: ["Doors Knocked"] } },
  "PATCH /api/user/industry": { body: { industry: "alarm" } },
  "GET /api/user/notifications": {},
  "PATCH /api/user/notifications": { body: { emailNotifications: true, timeZone: "America/Denver" } },
  "GET /api/user/privacy": {},
  "PATCH /api/user/privacy": { body: { autoLogoutMinutes: 60, analyticsTracking: true } },
  "POST /api/user/screen-views": { body: { screen: "/pipeline" } },
  "GET /api/user/screen-views": {},
  "POST /api/user/password": {
    body: { currentPassword: "wrong-password", newPassword: "a new long password" },
    ownedBody: async (_app, owner) => ({ currentPassword: owner.password, newPassword: "a new long password" }),
  },
  "DELETE /api/user/account": {
    body: { confirmation: "not it" },
    ownedBody: async (_app, owner) => ({ confirmation: owner.email }),
    endsAccount: true,
  },
  "GET /api/user/two-factor": {},
  "POST /api/user/two-factor/setup": {},
  "POST /api/user/two-factor/confirm": {
    body: { code: "123456", currentPassword: "wrong-password" },
    // The plain body must pass: a key waiting for the owner, its code now and the owner's password.
    ownedBody: async (app, owner) => {
      await twoFactorOff(app, owner);
      return { code: codeFor(await startTwoFactorSetup(app, owner)), currentPassword: await knownPassword(app, owner) };
    },
  },
  "POST /api/user/two-factor/disable": {
    body: { currentPassword: "wrong-password" },
    ownedBody: async (app, owner) => ({ currentPassword: await knownPassword(app, owner) }),
  },
  "POST /api/user/two-factor/recovery-codes": {
    body: { currentPassword: "wrong-password" },
    ownedBody: async (app, owner) => ({ currentPassword: await knownPassword(app, owner) }),
  },
  "GET /api/user/profile": {},
  "PUT /api/user/photo": {},
  "GET /api/user/photo": { lookup: "the rep's photo: 404 until one is sent" },
  "DELETE /api/user/photo": {},
  "PATCH /api/user/profile": { body: { firstName: "Casey", lastName: "Rivera" } },
  "POST /api/user/email": {
    body: { email: "new-address@example.com", currentPassword: "wrong-password" },
    // The plain body must pass: the owner's own password.
    ownedBody: async (_app, owner) => ({ email: "new-address@example.com", currentPassword: owner.password }),
  },
  "GET /api/clients": {},
  "GET /api/clients/summary": {},
  "GET /api/clients/follow-ups-due": {},
  "GET /api/clients/export": {},
  "POST /api/clients/import": { body: { rows: [{ line: 2, values: { firstName: "Ana", lastName: "Lopez" } }] } },
  "GET /api/clients/:id": { ownedId: ownedLeadId },
  "POST /api/clients": { body: lead },
  "PUT /api/clients/:id": { body: lead, ownedId: ownedLeadId },
  "PATCH /api/clients/:id": { body: { signed: true }, ownedId: ownedLeadId },
  "DELETE /api/clients/:id": { ownedId: ownedLeadId },
  "GET /api/appointments": {},
  "POST /api/appointments": {
    body: { client: { name: "Pat Lee", phone: "555-0100" }, date: today, time: "10:00", type: "Consultation" },
  },
  "PATCH /api/appointments/:id": { ownedId: ownedAppointmentId, body: { status: "completed" } },
  "GET /api/pipeline": {},
  "GET /api/pipeline/stage-records": { query: "stage=leads" },
  "GET /api/expense-categories": {},
  "POST /api/expense-categories": { body: { name: "Client Gifts", color: "#2A9D8F" } },
  "PATCH /api/expense-categories/:id": { ownedId: ownedCategoryId, body: { color: "#264653", isActive: false } },
  "DELETE /api/expense-categories/:id": { ownedId: ownedCategoryId },
  "GET /api/expenses": {},
  "POST /api/expenses": { body: expense },
  "PATCH /api/expenses/:id": { ownedId: ownedExpenseId, body: { amount: "20.00", isPersonal: true } },
  "DELETE /api/expenses/:id": { ownedId: ownedExpenseId },
  // The photo is the body (not JSON): these checks send none; receipts.test.ts sends photos.
  "PUT /api/expenses/:id/receipt": { ownedId: ownedExpenseId },
  "GET /api/expenses/:id/receipt": { ownedId: ownedReceiptExpenseId },
  "DELETE /api/expenses/:id/receipt": { ownedId: ownedReceiptExpenseId },
  "POST /api/user/exports": {},
  "GET /api/user/exports/latest": {},
  "GET /api/user/exports/:id": { ownedId: ownedExportId },
  "GET /api/user/exports/:id/download": { ownedId: ownedExportId },
  "GET /api/revenue": {},
  "POST /api/revenue": { body: revenue },
  "PATCH /api/revenue/:id": { ownedId: ownedRevenueId, body: { amount: "2500.00" } },
  "DELETE /api/revenue/:id": { ownedId: ownedRevenueId },
  "GET /api/mileage": {},
  "POST /api/mileage": { body: trip },
  "PATCH /api/mileage/:id": { ownedId: ownedTripId, body: { miles: "25", rate: "" } },
  "DELETE /api/mileage/:id": { ownedId: ownedTripId },
  "GET /api/finance/summary": { query: "period=month" },
  "GET /api/export/expenses": { query: "year=2026" },
  "GET /api/goals": {},
  "POST /api/goals": { body: goal, ownedBody: ownedGoalBody },
  "PATCH /api/goals/:id": { ownedId: ownedGoalId, body: { targetValue: "150", targetPeriod: "monthly" } },
  "DELETE /api/goals/:id": { ownedId: ownedGoalId },
  "GET /api/teams": {},
  "GET /api/teams/memberships": {},
  "POST /api/teams": { body: { name: "West Valley Solar", description: "Saturday crew" } },
  "DELETE /api/teams/:id": { ownedId: ownedTeamId },
  "POST /api/teams/:id/leave": { ownedId: joinedTeamId },
  "POST /api/teams/:id/members/remove": { ownedId: ownedTeamId, body: { memberId: 1 } },
  "PATCH /api/teams/:id/members": {
    ownedId: ownedTeamId,
    body: { memberId: 1, role: "admin" },
    takes: { keys: ["role"], why: "a member's new role is what the call changes" },
  },
  "POST /api/team-invitations": {
    body: invitation,
    ownedBody: ownedInvitationBody,
    takes: { keys: ["role"], why: "spec section 7: an invitation carries the role it gives" },
  },
  "GET /api/team-invitations/received": {},
  "GET /api/teams/:id/metrics": { ownedId: ownedTeamId, query: "period=week" },
  "GET /api/teams/:id/leaderboard": { ownedId: ownedTeamId, query: "period=week&metric=Doors%20Knocked" },
  "GET /api/team-invitations/by-token": {
    query: "token=unknown-token",
    lookup: "the accept page's invitation, found by the token of its link",
  },
  "POST /api/team-invitations/:id/accept": { ownedId: ownedInvitationId, otherAccount: INVITATION_IS_ADDRESSED },
  "POST /api/team-invitations/:id/decline": { ownedId: ownedInvitationId, otherAccount: INVITATION_IS_ADDRESSED },
};

/** The valid body a route takes from `owner`: one naming their own records where it must, else the table's. */
export async function bodyOf(app: App, owner: TestUser, route: string): Promise<Record<string, unknown> | undefined> {
  const routeCase = ROUTE_CASES[route];
  return routeCase?.ownedBody ? routeCase.ownedBody(app, owner) : routeCase?.body;
}

export async function twoUsers(app: App) {
  const owner = await createUser(app, { onboard: "solar" });
  const intruder = await createUser(app, { onboard: "solar" });
  return { owner, intruder };
}
