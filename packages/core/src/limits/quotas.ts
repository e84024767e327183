/**
 * Every limit on what one account can make or send, declared once (issue 9, decision 015).
 * The server enforces each with a clear 4xx message; the web forms use the same numbers.
 * A new resource (leads, expenses, receipts, teams...) adds its quota here, and every route
 * that stores something names the quota that bounds it (`config.quota`, checked by the
 * security suite), so nothing a user can create grows without a ceiling.
 */
export const QUOTAS = {
  /** Active metrics a rep tracks at once (the largest industry template has 11). */
  activeMetrics: { max: 60, message: "You can track at most 60 metrics. Remove one before adding another." },
  /** Metrics ever made, removed ones included (a removed metric keeps its entries). */
  allMetrics: { max: 200, message: "You have made 200 metrics, the most an account can hold." },
  /** Values in one save (Daily Input sends one per field). */
  entriesPerRequest: { max: 100, message: "At most 100 entries at once" },
  /** Appointments a rep keeps: ten a working day for eight years (decision 027). */
  appointments: {
    max: 20_000,
    // An appointment goes with its lead (there is no appointment delete), so the way to room is a lead.
    message:
      "You have 20,000 appointments, the most an account can hold. Delete leads you no longer need (their appointments go with them) before adding another.",
  },
  /** Goals a rep keeps, active or not: four periods for each of the 60 metrics a rep may track is 240. */
  goals: { max: 250, message: "You have 250 goals, the most an account can hold. Delete one before adding another." },
  /** Teams a rep owns: a manager with a team per office and region. */
  teamsOwned: { max: 20, message: "You own 20 teams, the most an account can. Delete one before making another." },
  /** People on one team, the owner included: a big sales floor. */
  teamMembers: { max: 200, message: "This team has 200 people, the most a team can hold." },
  /** Invitations waiting on one team: one for each seat still open and then some. */
  pendingInvitations: {
    max: 200,
    message: "This team has 200 invitations waiting. Wait for answers, or for old ones to expire, before sending more.",
  },
  /** Signed-in devices per account; the oldest session ends when a new one would pass it. */
  sessionsPerUser: { max: 50, message: "" },
  /** Stored answers to retried writes per account; the oldest are dropped past it. */
  idempotencyKeysPerUser: { max: 1000, message: "" },
  /** Leads (clients) a rep keeps; a busy rep with 5,000 leads has room to double (decision 026). */
  clients: { max: 10_000, message: "You have 10,000 leads, the most an account can hold. Delete one before adding another." },
  /**
   * Expenses a rep keeps: twelve receipts a working day (250 days a year) for fifteen years is 45,000;
   * 50,000 leaves room above the busiest rep's books.
   */
  expenses: {
    max: 50_000,
    message: "You have 50,000 expenses, the most an account can hold. Delete old ones before adding another.",
  },
  /** Revenue entries: five a working day for fifteen years is 18,750 (deals, commissions, bonuses). */
  revenueEntries: {
    max: 20_000,
    message: "You have 20,000 revenue entries, the most an account can hold. Delete old ones before adding another.",
  },
  /** Trips: eight a working day for fifteen years, every drive between appointments, is 30,000. */
  mileageEntries: {
    max: 30_000,
    message: "You have 30,000 mileage entries, the most an account can hold. Delete old ones before adding another.",
  },
  /**
   * Receipt photos, one an expense, each shrunk to at most 1,600 px (some 150–300 KB): 10,000 is three
   * years of a receipt every working hour, about 2.5 GB, the most one rep's photos take of the database.
   */
  receipts: {
    max: 10_000,
    message: "You have 10,000 receipt photos, the most an account can hold. Remove old ones before adding another.",
  },
  /** Expense categories, the inactive ones included; the defaults are 13 (finance/categories.ts). */
  expenseCategories: {
    max: 100,
    message: "You have 100 expense categories, the most an account can hold. Delete one before adding another.",
  },
  /**
   * Export All Data archives started in a day (issue 25): each is a copy of the whole account (receipts
   * included) kept for a day, so this bounds the copies a rep can hold and the building work they can ask for.
   */
  dataExportsPerDay: {
    max: 5,
    message: "You have exported your data 5 times today, the most a day. Download the latest export or try again tomorrow.",
  },
} as const;
export type QuotaName = keyof typeof QUOTAS;

/** The longest text each kind of field takes, in characters after normalisation. */
export const TEXT_LIMITS = {
  personName: 100,
  email: 254,
  metricName: 80,
  description: 500,
  category: 60,
  notes: 2000,
  /** An appointment's title ("Consultation with the Smiths") and type ("Consultation"). */
  appointmentTitle: 200,
  appointmentType: 60,
  token: 200,
  timeZone: 64,
  idempotencyKey: 200,
  /** A lead's street address on one line. */
  address: 300,
  /** A phone number as typed, with its spaces, dashes, brackets and extension. */
  phone: 40,
  /** Where a lead came from ("Door knock", "Referral from the Smiths"). */
  leadSource: 100,
  /** A lead's stored status name (the rep's own status list). */
  leadStatus: 60,
  /** A search typed into the leads list. */
  search: 100,
  /** A team's name ("West Valley Solar"). */
  teamName: 80,
} as const;

/** Dates a record may carry: nothing before this, nothing more than a year after today. */
export const DATE_WINDOW = { earliest: "2000-01-01", daysAhead: 366 } as const;

/** The longest custom dashboard range, in days (ten years). */
export const MAX_RANGE_DAYS = 3660;

/** Trend points in one dashboard answer, however long its range (days, then months, then years). */
export const MAX_TREND_POINTS = 120;

/** Rows in one page of a list answer; a client asks for the next page with the cursor it was given. */
export const PAGE_SIZE = { default: 500, max: 1000 } as const;
