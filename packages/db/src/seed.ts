/**
 * Demo data: onboarded users with a history of daily KPI entries.
 *
 *   npm run seed -- [--users 3] [--days 90] [--email-prefix demo] [--end-date YYYY-MM-DD] [--random-seed 1]
 *                   [--lead-users 0] [--leads 0] [--finance-users 0] [--finance-scale 1] [--goals 0] [--team-size 0]
 *
 * Writes to the database the server would use: DATABASE_URL, else PGlite under DATA_DIR (default ./data).
 * Users are `<prefix>1@measured.local` … with the password `demo-password`; users with those e-mails are
 * replaced. The same options always give the same numbers (seeded random generator).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  addDays,
  DAILY_METRICS_CATEGORY,
  DEFAULT_TIME_ZONE,
  INDUSTRY_IDS,
  INDUSTRY_TEMPLATES,
  type IndustryId,
  KPI_CATALOGUE,
  type KpiKey,
  metricNameKey,
  todayIn,
  weekday,
} from "@measured/core";
import { hash } from "@node-rs/argon2";
import { inArray, sql } from "drizzle-orm";
import { type Database, openDatabase, openPostgres } from "./client";
import * as schema from "./schema/index";
import { seedFinance } from "./seed-finance";
import { seedGoals } from "./seed-goals";
import { seedLeads } from "./seed-leads";
import { seedTeam } from "./seed-teams";

export const DEMO_PASSWORD = "demo-password";
export const DEMO_EMAIL_DOMAIN = "measured.local";

export interface SeedOptions {
  users: number;
  days: number;
  emailPrefix: string;
  /** The last day of history (default: today in America/Los_Angeles). */
  endDate?: string;
  /** Seed of the random generator: the same options give the same data. */
  randomSeed?: number;
  /** How many of the users (the first ones) get `leads` leads each (default: none). */
  leadUsers?: number;
  leads?: number;
  /** How many of the users (the first ones) get categories, expenses, trips and revenue over the days (default: none). */
  financeUsers?: number;
  /** Their rows a day multiplied by this (default 1; the bench's heaviest rep: 45). */
  financeScale?: number;
  /** Goals every user gets over their active metrics, the four periods in turn (default: none). */
  goals?: number;
  /** The first this many users make a team, owned by the first (default: none). */
  teamSize?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface SeedResult {
  users: number;
  replacedUsers: number;
  definitions: number;
  entries: number;
  leads: number;
  appointments: number;
  expenses: number;
  trips: number;
  revenue: number;
  goals: number;
  workingDays: number;
  startDate: string;
  endDate: string;
  ms: number;
}

export const demoEmail = (prefix: string, n: number) => `${prefix}${n}@${DEMO_EMAIL_DOMAIN}`;

// ---------------------------------------------------------------------------
// Random numbers: small, seeded, good enough for demo data.

type Random = () => number;

/** mulberry32: a 32-bit seeded generator returning floats in [0, 1). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** How many of `n` tries succeed at probability `p` (n is at most a few hundred here). */
function binomial(random: Random, n: number, p: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (random() < p) k++;
  return k;
}

// ---------------------------------------------------------------------------
// One rep's days.

const FIRST_NAMES = [
  "Ava",
  "Ben",
  "Carmen",
  "Dev",
  "Elena",
  "Felix",
  "Grace",
  "Hector",
  "Imani",
  "Jake",
  "Keira",
  "Luis",
  "Maya",
  "Noah",
  "Olivia",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tariq",
  "Uma",
  "Victor",
  "Wren",
  "Yusuf",
  "Zoe",
] as const;
const LAST_NAMES = [
  "Alvarez",
  "Brooks",
  "Chen",
  "Dawson",
  "Estrada",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ibrahim",
  "Jensen",
  "Kim",
  "Larsen",
  "Morales",
  "Nguyen",
  "Okafor",
  "Patel",
  "Reyes",
  "Santos",
  "Thompson",
  "Walker",
] as const;

/** A rep's habits: how fast they knock and how well they convert. */
interface RepProfile {
  doorsPerHour: number;
  knockSetRate: number;
  tagsPerHour: number;
  tagSetRate: number;
  runRate: number;
  closeRate: number;
  installRate: number;
}

function repProfile(random: Random): RepProfile {
  return {
    doorsPerHour: between(random, 9, 16),
    knockSetRate: between(random, 0.02, 0.06),
    tagsPerHour: between(random, 0, 6),
    tagSetRate: between(random, 0.02, 0.06),
    runRate: between(random, 0.6, 0.8),
    closeRate: between(random, 0.2, 0.4),
    installRate: between(random, 0.7, 0.9),
  };
}

/** Sundays are mostly off; other days off now and then. */
function isWorkingDay(random: Random, date: string): boolean {
  const day = weekday(date);
  if (day === 0) return random() < 0.15;
  return random() >= (day === 6 ? 0.3 : 0.06);
}

/** One working day's values for every metric of the catalogue, consistent with each other. */
function dayValues(random: Random, rep: RepProfile): Record<KpiKey, number> {
  const hoursWorked = Math.round(between(random, 4, 10) * 4) / 4;
  const doorsKnocked = clamp(Math.round(hoursWorked * rep.doorsPerHour * between(random, 0.8, 1.2)), 40, 150);
  const tagsPut = clamp(Math.round(hoursWorked * rep.tagsPerHour * between(random, 0.5, 1.5)), 0, 60);
  const knockingApptSets = binomial(random, doorsKnocked, rep.knockSetRate);
  const taggingApptsSet = binomial(random, tagsPut, rep.tagSetRate);
  const tagApptsRan = binomial(random, taggingApptsSet, rep.runRate);
  const apptsRan = binomial(random, knockingApptSets, rep.runRate) + tagApptsRan;
  const dealsClosedTags = binomial(random, tagApptsRan, rep.closeRate);
  const dealsClosed = binomial(random, apptsRan - tagApptsRan, rep.closeRate) + dealsClosedTags;
  const dealsInstalledTags = binomial(random, dealsClosedTags, rep.installRate);
  const installs = binomial(random, dealsClosed - dealsClosedTags, rep.installRate) + dealsInstalledTags;
  return {
    hoursWorked,
    doorsKnocked,
    tagsPut,
    knockingApptSets,
    taggingApptsSet,
    appointmentsSet: knockingApptSets + taggingApptsSet,
    apptsRan,
    tagApptsRan,
    dealsClosedKnocks: dealsClosed - dealsClosedTags,
    dealsClosedTags,
    dealsClosed,
    dealsInstalledKnocks: installs - dealsInstalledTags,
    dealsInstalledTags,
    installs,
    servicedAccounts: installs,
    listingsSignedKnocks: dealsClosed - dealsClosedTags,
    listingsSignedTags: dealsClosedTags,
  };
}

// ---------------------------------------------------------------------------
// Writing.

/** Rows per INSERT of kpi entries (one statement of four array parameters). */
const ENTRY_BATCH = 20_000;
/** Roughly how many entries one transaction writes; users are grouped to fill it. */
const ENTRIES_PER_TRANSACTION = 100_000;

interface EntryColumns {
  userIds: number[];
  definitionIds: number[];
  values: number[];
  dates: string[];
}

/** A PostgreSQL array literal of numbers or plain dates (nothing here needs quoting). */
const arrayLiteral = (items: readonly (number | string)[]) => `{${items.join(",")}}`;

async function insertEntries(db: Database, rows: EntryColumns): Promise<void> {
  for (let start = 0; start < rows.userIds.length; start += ENTRY_BATCH) {
    const end = start + ENTRY_BATCH;
    // unnest of four text-encoded arrays: four parameters whatever the row count, on pg and PGlite alike.
    await db.execute(sql`
      INSERT INTO kpi_entries (user_id, kpi_definition_id, value, date, created_at)
      SELECT u, d, v, day, (day + time '19:00') AT TIME ZONE ${DEFAULT_TIME_ZONE}
      FROM unnest(
        ${arrayLiteral(rows.userIds.slice(start, end))}::int[],
        ${arrayLiteral(rows.definitionIds.slice(start, end))}::int[],
        ${arrayLiteral(rows.values.slice(start, end))}::numeric[],
        ${arrayLiteral(rows.dates.slice(start, end))}::date[]
      ) AS t(u, d, v, day)`);
  }
}

interface PlannedUser {
  n: number;
  email: string;
  firstName: string;
  lastName: string;
  industry: IndustryId;
  rep: RepProfile;
}

interface ChunkCounts {
  definitions: number;
  entries: number;
  workingDays: number;
}

async function writeChunk(
  db: Database,
  planned: PlannedUser[],
  days: string[],
  passwordHash: string,
  random: Random,
): Promise<ChunkCounts> {
  return db.transaction(async (tx) => {
    const createdAt = new Date(`${days[0] ?? "2020-01-01"}T16:00:00Z`);
    const users = await tx
      .insert(schema.users)
      .values(
        planned.map((p) => ({
          email: p.email,
          passwordHash,
          authProvider: "email",
          firstName: p.firstName,
          lastName: p.lastName,
          industry: p.industry,
          selectedKpis: [...INDUSTRY_TEMPLATES[p.industry].kpis],
          isOnboarded: true,
          isEmailVerified: true,
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .returning({ id: schema.users.id, email: schema.users.email });
    const idByEmail = new Map(users.map((u) => [u.email, u.id]));
    const userId = (p: PlannedUser) => {
      const id = idByEmail.get(p.email);
      if (id === undefined) throw new Error(`user ${p.email} was not inserted`);
      return id;
    };

    // What onboarding does: the template's metrics and preferences.
    const definitions = await tx
      .insert(schema.kpiDefinitions)
      .values(
        planned.flatMap((p) =>
          INDUSTRY_TEMPLATES[p.industry].kpis.map((key, sortOrder) => ({
            userId: userId(p),
            industryContext: p.industry,
            name: KPI_CATALOGUE[key].name,
            nameKey: metricNameKey(KPI_CATALOGUE[key].name),
            unit: KPI_CATALOGUE[key].unit,
            category: DAILY_METRICS_CATEGORY,
            sortOrder,
            createdAt,
          })),
        ),
      )
      .returning({
        id: schema.kpiDefinitions.id,
        userId: schema.kpiDefinitions.userId,
        sortOrder: schema.kpiDefinitions.sortOrder,
      });
    await tx.insert(schema.userPreferences).values(planned.map((p) => ({ userId: userId(p), dashboardAnalytics: [] })));

    const definitionId = new Map(definitions.map((d) => [`${d.userId}:${d.sortOrder}`, d.id]));
    const rows: EntryColumns = { userIds: [], definitionIds: [], values: [], dates: [] };
    let workingDays = 0;
    for (const p of planned) {
      const id = userId(p);
      const kpis = INDUSTRY_TEMPLATES[p.industry].kpis;
      const ids = kpis.map((_, sortOrder) => definitionId.get(`${id}:${sortOrder}`) ?? 0);
      for (const day of days) {
        if (!isWorkingDay(random, day)) continue;
        workingDays++;
        const values = dayValues(random, p.rep);
        kpis.forEach((key, i) => {
          rows.userIds.push(id);
          rows.definitionIds.push(ids[i] ?? 0);
          rows.values.push(values[key]);
          rows.dates.push(day);
        });
      }
    }
    await insertEntries(tx, rows);
    return { definitions: definitions.length, entries: rows.userIds.length, workingDays };
  });
}

/** Users deleted per statement when replacing (each cascades to a few thousand rows). */
const DELETE_BATCH = 50;
const TEMPORARY_INDEX = "seed_kpi_entries_definition_tmp";

/**
 * Deletes the users with these e-mails and, by cascade, everything they own. Returns how many.
 *
 * kpi_entries has no index leading with kpi_definition_id, so each deleted definition's cascade
 * scans the whole table (about 0.3 s per definition at 1.6 million entries on PostgreSQL 15). A
 * temporary index, created and dropped inside this transaction, keeps replacing fast; the schema
 * is left as it was.
 */
async function deleteUsers(db: Database, emails: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(
        inArray(
          sql`lower(${schema.users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      );
    if (existing.length === 0) return 0;
    await tx.execute(sql.raw(`CREATE INDEX ${TEMPORARY_INDEX} ON kpi_entries (kpi_definition_id)`));
    for (let start = 0; start < existing.length; start += DELETE_BATCH) {
      const ids = existing.slice(start, start + DELETE_BATCH).map((u) => u.id);
      await tx.delete(schema.users).where(inArray(schema.users.id, ids));
    }
    await tx.execute(sql.raw(`DROP INDEX ${TEMPORARY_INDEX}`));
    return existing.length;
  });
}

/** The ids of these planned users, in id order. */
async function firstUserIds(db: Database, planned: readonly PlannedUser[]): Promise<number[]> {
  if (planned.length === 0) return [];
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(
      inArray(
        schema.users.email,
        planned.map((p) => p.email),
      ),
    )
    .orderBy(schema.users.id);
  return rows.map((u) => u.id);
}

/** Creates (or replaces) `users` demo users with `days` days of history ending at `endDate`. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const endDate = options.endDate ?? todayIn(DEFAULT_TIME_ZONE);
  const startDate = addDays(endDate, -(options.days - 1));
  const days = Array.from({ length: options.days }, (_, i) => addDays(startDate, i));
  const random = seededRandom(options.randomSeed ?? 1);

  // One argon2id hash (the server's defaults) shared by every demo user: they all have the same
  // well-known password, and hashing a thousand times would only slow the seed down.
  const passwordHash = await hash(DEMO_PASSWORD);

  const planned: PlannedUser[] = Array.from({ length: options.users }, (_, i) => ({
    n: i + 1,
    email: demoEmail(options.emailPrefix, i + 1),
    firstName: pick(random, FIRST_NAMES),
    lastName: pick(random, LAST_NAMES),
    industry: INDUSTRY_IDS[i % INDUSTRY_IDS.length] as IndustryId,
    rep: repProfile(random),
  }));

  const replacedUsers = await deleteUsers(
    db,
    planned.map((p) => p.email),
  );
  if (replacedUsers > 0) {
    // Reclaim the deleted rows now, rather than have autovacuum do it while the new rows go in.
    await db.execute(sql`VACUUM kpi_entries, kpi_definitions, users`);
    log(`  deleted ${replacedUsers} existing users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const usersPerChunk = Math.max(1, Math.floor(ENTRIES_PER_TRANSACTION / Math.max(1, options.days * 7)));
  const total: ChunkCounts = { definitions: 0, entries: 0, workingDays: 0 };
  for (let start = 0; start < planned.length; start += usersPerChunk) {
    const chunk = planned.slice(start, start + usersPerChunk);
    const counts = await writeChunk(db, chunk, days, passwordHash, random);
    total.definitions += counts.definitions;
    total.entries += counts.entries;
    total.workingDays += counts.workingDays;
    const done = start + chunk.length;
    if (planned.length > usersPerChunk) {
      log(`  ${done}/${planned.length} users, ${total.entries} entries, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  // Fresh statistics so the first queries after a big seed are planned well.
  await db.execute(sql`ANALYZE users, kpi_definitions, kpi_entries`);

  const leadUserIds = options.leads ? await firstUserIds(db, planned.slice(0, options.leadUsers ?? 0)) : [];
  const book = await seedLeads(db, {
    userIds: leadUserIds,
    leadsPerUser: options.leads ?? 0,
    startDate,
    endDate,
    timeZone: DEFAULT_TIME_ZONE,
    firstNames: FIRST_NAMES,
    lastNames: LAST_NAMES,
  });
  if (book.leads > 0) log(`  ${book.leads} leads and ${book.appointments} appointments for ${leadUserIds.length} users`);
  const ledger = await seedFinance(db, {
    userIds: await firstUserIds(db, planned.slice(0, options.financeUsers ?? 0)),
    startDate,
    endDate,
    timeZone: DEFAULT_TIME_ZONE,
    scale: options.financeScale,
  });
  if (ledger.expenses > 0) log(`  ${ledger.expenses} expenses, ${ledger.trips} trips and ${ledger.revenue} revenue entries`);
  const goals = await seedGoals(db, await firstUserIds(db, options.goals ? planned : []), options.goals ?? 0);
  if (goals > 0) log(`  ${goals} goals`);
  const teamId = options.teamSize ? await seedTeam(db, await firstUserIds(db, planned.slice(0, options.teamSize))) : null;
  if (teamId !== null) log(`  team ${teamId} of ${options.teamSize} reps`);
  return {
    users: planned.length,
    replacedUsers,
    definitions: total.definitions,
    entries: total.entries,
    leads: book.leads,
    appointments: book.appointments,
    ...ledger,
    goals,
    workingDays: total.workingDays,
    startDate,
    endDate,
    ms: performance.now() - started,
  };
}

// ---------------------------------------------------------------------------
// Command line.

const USAGE =
  "Usage: npm run seed -- [--users N] [--days N] [--email-prefix demo] [--end-date YYYY-MM-DD] [--random-seed N] [--lead-users N] [--leads N] [--finance-users N] [--finance-scale N] [--goals N] [--team-size N]";

export function parseSeedArgs(argv: readonly string[]): SeedOptions {
  const options: SeedOptions = { users: 3, days: 90, emailPrefix: "demo" };
  const positiveInt = (flag: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number of at least 1\n${USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const [flag, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--users":
        options.users = positiveInt(flag, value());
        break;
      case "--days":
        options.days = positiveInt(flag, value());
        break;
      case "--email-prefix": {
        const prefix = value() ?? "";
        if (!/^[a-z0-9][a-z0-9._+-]*$/i.test(prefix))
          throw new Error(`--email-prefix must be letters, digits, . _ + -\n${USAGE}`);
        options.emailPrefix = prefix;
        break;
      }
      case "--end-date": {
        const date = value() ?? "";
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
          throw new Error(`--end-date needs YYYY-MM-DD\n${USAGE}`);
        options.endDate = date;
        break;
      }
      case "--random-seed":
        options.randomSeed = positiveInt(flag, value());
        break;
      case "--lead-users":
        options.leadUsers = positiveInt(flag, value());
        break;
      case "--leads":
        options.leads = positiveInt(flag, value());
        break;
      case "--finance-users":
        options.financeUsers = positiveInt(flag, value());
        break;
      case "--finance-scale":
        options.financeScale = positiveInt(flag, value());
        break;
      case "--goals":
        options.goals = positiveInt(flag, value());
        break;
      case "--team-size":
        options.teamSize = positiveInt(flag, value());
        break;
      case "--help":
      case "-h":
        throw new Error(USAGE);
      default:
        throw new Error(`Unknown option ${arg}\n${USAGE}`);
    }
  }
  return options;
}

async function main() {
  const options = parseSeedArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || "./data";
  const where = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host})` : `PGlite in ${path.resolve(dataDir)}`;
  console.log(`Seeding ${where}: ${options.users} users × ${options.days} days, e-mails ${demoEmail(options.emailPrefix, 1)}…`);
  const opened = performance.now();
  // A batch job, not a request: no statement timeout on PostgreSQL.
  const handle = databaseUrl
    ? openPostgres({ url: databaseUrl, poolSize: 2, statementTimeoutMs: 0 })
    : await openDatabase({ dataDir });
  try {
    await handle.migrate();
    const migratedMs = performance.now() - opened;
    const result = await seedDemoData(handle.db, { ...options, log: (line) => console.log(line) });
    const seconds = result.ms / 1000;
    console.log(
      [
        `Made ${result.users} users (${result.replacedUsers} replaced), ${result.definitions} KPI definitions, ` +
          `${result.entries} KPI entries over ${result.workingDays} working days (${result.startDate} to ${result.endDate}), ` +
          `${result.leads} leads and ${result.appointments} appointments, ` +
          `${result.expenses} expenses, ${result.trips} trips and ${result.revenue} revenue entries, ${result.goals} goals.`,
        `Seeded in ${seconds.toFixed(1)} s (${Math.round(result.entries / Math.max(seconds, 0.001))} entries/s); ` +
          `opening and migrating took ${(migratedMs / 1000).toFixed(1)} s.`,
        `Sign in as ${demoEmail(options.emailPrefix, 1)}${options.users > 1 ? ` … ${demoEmail(options.emailPrefix, options.users)}` : ""} with password ${DEMO_PASSWORD}.`,
      ].join("\n"),
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
