import { z } from "zod";
import { zonedDateTimeToInstant } from "../appointments/zoned-time";
import type { DefaultExpenseCategoryName } from "../finance/categories";
import { irsRateMilli } from "../finance/mileage-rate";
import type { AnalyticsId } from "../industries/analytics";
import { INDUSTRY_TEMPLATES } from "../industries/industries";
import type { KpiKey } from "../kpi/catalogue";
import { addDays, weekday } from "../kpi/periods";
import { type SeededRandom, seededRandom } from "./seeded-random";

/**
 * Try the demo (issue 25, decision 068): a throwaway account holding a few months of a solar rep's
 * work, so a visitor sees every screen with figures in it. Everything the account holds is worked out
 * here from a seed and the rep's "today": pure and deterministic, so a test can say what a demo holds
 * and the server only writes it.
 *
 * The book follows the app's one set of books (decision 043): the rep types only what no lead records
 * (hours, doors, tags); appointments set, sits, closes and installs are steps of the leads, each on its
 * own day, so the dashboard, pipeline and goal count them once.
 */

/** What the demo rep is called on screen, as on the landing page's preview. */
export const DEMO_REP = { firstName: "Solar Sales", lastName: "Rep" } as const;
/** The days of history: about three months, ending today. */
export const DEMO_DAYS = 90;
/** A demo account is removed this long after it opens. */
export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The `.invalid` top-level domain can never receive mail (RFC 2606): nothing is ever sent to a demo. */
export const DEMO_EMAIL_DOMAIN = "demo.measured.invalid";
/** Demos one address may open per hour (the server's default; DEMO_LIMIT_PER_ADDRESS). */
export const DEMO_LIMIT_PER_ADDRESS = 5;

export const DEMO_MESSAGES = {
  tooMany: "Too many demos opened from this address. Try again in {minutes}, or create a free account.",
  failed: "The demo could not be opened. Please try again.",
  /** Change Password and Change Email prove the current password, which a demo never has. */
  noPassword:
    "A demo account has no password, so its password and e-mail address stay as they are. Create a free account to keep your own.",
  /** A demo sends no e-mail to anyone: its address is made up, and a throwaway account must not mail strangers. */
  noInvitations: "A demo account cannot send invitations. Create a free account to invite your team.",
} as const;

/** POST /api/auth/demo takes nothing: every demo is the same rep's book. */
export const demoRequestSchema = z.object({}).strict();

export const isDemoEmail = (email: string) => email.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);

export type DemoStepFlag = "knockAppointment" | "tagAppointment" | "appointmentSat" | "signed" | "installed";

export interface DemoLead {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  leadSource: "Door Knock" | "Door Tag" | "Referral";
  notes: string | null;
  /** The lead's flags (core's lead flag names); only those set are true. */
  flags: {
    knockAppointment: boolean;
    tagAppointment: boolean;
    appointmentSat: boolean;
    signed: boolean;
    installed: boolean;
    unqualified: boolean;
    notInterested: boolean;
    signedButCanceled: boolean;
    cancelledAppointment: boolean;
  };
  /** The day each step happened (decision 043), null when it did not. */
  appointmentSetDate: string | null;
  satDate: string | null;
  signedDate: string | null;
  installedDate: string | null;
  cancelledDate: string | null;
  nextFollowUpDate: string | null;
  /** The day the lead was first logged: its created-at, in the rep's zone. */
  createdOn: string;
  appointment: DemoAppointment | null;
}

export interface DemoAppointment {
  scheduledAt: Date;
  /** The rep's wall-clock day of the appointment. */
  date: string;
  title: string;
  type: string;
  status: "scheduled" | "completed" | "no_show" | "cancelled";
}

export interface DemoBook {
  industry: "solar";
  kpis: readonly KpiKey[];
  analytics: AnalyticsId[];
  /** What the rep typed into Daily Input: only metrics no lead records. */
  entries: { metric: KpiKey; date: string; value: number }[];
  leads: DemoLead[];
  /** Commission: an advance on signing and the rest on install, each naming its lead by index. */
  revenue: { date: string; cents: number; description: string; lead: number }[];
  expenses: { date: string; cents: number; description: string; category: DefaultExpenseCategoryName }[];
  mileage: {
    date: string;
    milesHundredths: number;
    rateMilli: number;
    purpose: string;
    startLocation: string;
    endLocation: string;
  }[];
  goal: { metric: KpiKey; period: "monthly"; target: number; description: string };
}

export interface DemoBookInput {
  seed: number;
  /** Today in the rep's zone (YYYY-MM-DD): the last day of the book. */
  today: string;
  timeZone: string;
}

type Random = SeededRandom;

const FIRST_NAMES = [
  "Maria",
  "Derek",
  "Aisha",
  "Kevin",
  "Linda",
  "Carlos",
  "Priya",
  "James",
  "Sofia",
  "Marcus",
  "Emily",
  "Tyrone",
  "Grace",
  "Luis",
  "Hannah",
  "Omar",
  "Rachel",
  "Victor",
  "Nina",
  "Brandon",
  "Chloe",
  "Andre",
  "Megan",
  "Tomas",
  "Jasmine",
  "Ryan",
  "Fatima",
  "Cole",
  "Elena",
  "Darius",
] as const;
const LAST_NAMES = [
  "Gonzalez",
  "Thompson",
  "Patel",
  "O'Brien",
  "Nguyen",
  "Rivera",
  "Walker",
  "Kim",
  "Hughes",
  "Bennett",
  "Alvarez",
  "Foster",
  "Reyes",
  "Coleman",
  "Ward",
  "Brooks",
  "Sanders",
  "Price",
  "Jenkins",
  "Morales",
  "Ortiz",
  "Hayes",
  "Myers",
  "Ford",
  "Silva",
  "Graham",
  "Castillo",
  "Perry",
  "Long",
  "Russell",
] as const;
const STREETS = [
  "Saguaro Dr",
  "Mesquite Ln",
  "Palo Verde Ave",
  "Desert Bloom Ct",
  "Canyon Ridge Rd",
  "Sunset Vista Way",
  "Ocotillo St",
  "Copper Hills Dr",
  "Juniper Ave",
  "Agave Trail",
] as const;
const AREAS = ["Mesa", "Gilbert", "Chandler", "Queen Creek", "Tempe"] as const;

const round = (value: number) => Math.round(value);
const clampToday = (date: string, today: string) => (date > today ? today : date);

/** A solar rep's few months, ending `today`. The same seed and today always give the same book. */
export function demoBook({ seed, today, timeZone }: DemoBookInput): DemoBook {
  const random = seededRandom(seed);
  const first = addDays(today, -(DEMO_DAYS - 1));
  const book: DemoBook = {
    industry: "solar",
    kpis: INDUSTRY_TEMPLATES.solar.kpis,
    analytics: ["door_knocking_performance", "tagging_performance", "conversion_metrics", "revenue_tracking"],
    entries: [],
    leads: [],
    revenue: [],
    expenses: [],
    mileage: [],
    goal: { metric: "dealsClosed", period: "monthly", target: 10, description: "Close 10 deals this month" },
  };
  const names = nameSequence(random);
  for (let i = 0; i < DEMO_DAYS; i++) {
    const day = addDays(first, i);
    // Sundays off and a day off now and then; today is always worked, so the dashboard opens on figures.
    const worked = day === today || (weekday(day) !== 0 && random.chance(0.88));
    if (worked) workDay(book, random, names, day, today, timeZone, i / DEMO_DAYS);
    spend(book, random, day);
  }
  return book;
}

/** Names never repeat within a book: the first name walks the list, the last name steps by a co-prime. */
function nameSequence(random: Random) {
  let n = random.int(0, FIRST_NAMES.length - 1);
  return () => {
    n++;
    const firstName = FIRST_NAMES[n % FIRST_NAMES.length] as string;
    const lastName = LAST_NAMES[(n * 7 + Math.floor(n / FIRST_NAMES.length)) % LAST_NAMES.length] as string;
    return { firstName, lastName };
  };
}

/** One day in the field: hours, doors and tags typed, the leads the day made and the drive. */
function workDay(
  book: DemoBook,
  random: Random,
  names: () => { firstName: string; lastName: string },
  day: string,
  today: string,
  timeZone: string,
  progress: number,
) {
  // A rep getting better over the months: more doors and a slightly better set rate.
  const doors = round((45 + 25 * progress) * (0.75 + random.next() * 0.5));
  const tags = random.int(6, 22);
  const hours = random.int(9, 16) / 2;
  book.entries.push(
    { metric: "hoursWorked", date: day, value: hours },
    { metric: "doorsKnocked", date: day, value: doors },
    { metric: "tagsPut", date: day, value: tags },
  );
  const knockSets = Math.max(0, round(doors * (0.017 + 0.01 * progress) + random.next() - 0.5));
  const tagSets = random.chance(tags / 60) ? 1 : 0;
  for (let k = 0; k < knockSets + tagSets; k++) {
    book.leads.push(appointmentLead(book, random, names(), day, today, timeZone, k < knockSets ? "Door Knock" : "Door Tag"));
  }
  // A door that wants a call back, or a referral from a customer: a lead without an appointment yet.
  if (random.chance(0.45)) {
    const source = random.chance(0.25) ? "Referral" : "Door Knock";
    const unqualified = random.chance(0.2);
    book.leads.push({
      ...contact(random, names()),
      leadSource: source,
      notes: unqualified ? "Renting; landlord decides on the roof." : "Asked for a call back about a quote.",
      flags: { ...NO_FLAGS, unqualified },
      appointmentSetDate: null,
      satDate: null,
      signedDate: null,
      installedDate: null,
      cancelledDate: null,
      nextFollowUpDate: unqualified ? null : clampToday(addDays(day, random.int(2, 9)), addDays(today, 5)),
      createdOn: day,
      appointment: null,
    });
  }
  const area = random.pick(AREAS);
  const milesHundredths = random.int(1400, 4600);
  book.mileage.push({
    date: day,
    milesHundredths,
    rateMilli: irsRateMilli(day),
    purpose: `Door knocking in ${area}`,
    startLocation: "Home",
    endLocation: area,
  });
}

const NO_FLAGS: DemoLead["flags"] = {
  knockAppointment: false,
  tagAppointment: false,
  appointmentSat: false,
  signed: false,
  installed: false,
  unqualified: false,
  notInterested: false,
  signedButCanceled: false,
  cancelledAppointment: false,
};

function contact(random: Random, name: { firstName: string; lastName: string }) {
  const tail = String(random.int(100, 199)).slice(1);
  return {
    ...name,
    email: `${`${name.firstName}.${name.lastName}`.toLowerCase().replace(/[^a-z.]/g, "")}@example.com`,
    // 555-01xx numbers are reserved for fiction.
    phone: `(480) 555-01${tail}`,
    address: `${random.int(1200, 9899)} ${random.pick(STREETS)}, ${random.pick(AREAS)}, AZ`,
  };
}

/**
 * A lead whose appointment was set on `day`: it is held one to four days later at a daytime hour; past
 * appointments sat, were no-shows or were cancelled; a sit closes about three times in ten, and a deal
 * signed five or more weeks ago is installed (now and then one is cancelled after signing).
 */
function appointmentLead(
  book: DemoBook,
  random: Random,
  name: { firstName: string; lastName: string },
  day: string,
  today: string,
  timeZone: string,
  source: "Door Knock" | "Door Tag",
): DemoLead {
  const on = addDays(day, random.int(1, 4));
  const time = `${String(random.int(10, 19)).padStart(2, "0")}:${random.pick(["00", "30"])}`;
  const flags = { ...NO_FLAGS, knockAppointment: source === "Door Knock", tagAppointment: source === "Door Tag" };
  const lead: DemoLead = {
    ...contact(random, name),
    leadSource: source,
    notes: null,
    flags,
    appointmentSetDate: day,
    satDate: null,
    signedDate: null,
    installedDate: null,
    cancelledDate: null,
    nextFollowUpDate: null,
    createdOn: day,
    appointment: {
      scheduledAt: zonedDateTimeToInstant(on, time, timeZone),
      date: on,
      title: `Solar consultation: ${name.firstName} ${name.lastName}`,
      type: random.chance(0.8) ? "Consultation" : "Site Survey",
      status: "scheduled",
    },
  };
  const appointment = lead.appointment as DemoAppointment;
  if (on > today) {
    lead.notes = "Both homeowners will be there.";
    return lead;
  }
  const outcome = random.next();
  if (outcome < 0.14) {
    appointment.status = "cancelled";
    flags.cancelledAppointment = true;
    lead.nextFollowUpDate = clampToday(addDays(on, random.int(3, 10)), addDays(today, 4));
    lead.notes = "Cancelled; wants to reschedule after the holidays.";
    return lead;
  }
  if (outcome < 0.26) {
    appointment.status = "no_show";
    lead.nextFollowUpDate = clampToday(addDays(on, random.int(1, 6)), addDays(today, 3));
    lead.notes = "Nobody home at the appointment.";
    return lead;
  }
  appointment.status = "completed";
  flags.appointmentSat = true;
  lead.satDate = on;
  if (!random.chance(0.3)) {
    if (random.chance(0.5)) {
      flags.notInterested = true;
      lead.notes = "Sat; the payback period did not work for them.";
    } else {
      lead.nextFollowUpDate = clampToday(addDays(on, random.int(4, 14)), addDays(today, 6));
      lead.notes = "Sat; comparing with another installer's quote.";
    }
    return lead;
  }
  const signedOn = clampToday(addDays(on, random.int(0, 2)), today);
  flags.signed = true;
  lead.signedDate = signedOn;
  lead.notes = `${random.int(6, 12)} kW system; utility bill about $${random.int(180, 340)} a month.`;
  const leadIndex = book.leads.length;
  const label = `${name.firstName} ${name.lastName}`;
  book.revenue.push({ date: signedOn, cents: 50_000, description: `Signing advance: ${label}`, lead: leadIndex });
  const cancelledOn = addDays(signedOn, random.int(3, 12));
  if (random.chance(0.08) && cancelledOn <= today) {
    flags.signedButCanceled = true;
    lead.cancelledDate = cancelledOn;
    lead.notes = "Cancelled within the rescission period.";
    return lead;
  }
  const installedOn = addDays(signedOn, random.int(32, 45));
  if (installedOn <= today) {
    flags.installed = true;
    lead.installedDate = installedOn;
    book.revenue.push({
      date: installedOn,
      cents: random.int(20, 40) * 10_000,
      description: `Install commission: ${label}`,
      lead: leadIndex,
    });
  }
  return lead;
}

/** What a field rep spends: fuel twice a week, lunches on the road, and the monthly bills. */
function spend(book: DemoBook, random: Random, day: string) {
  const dow = weekday(day);
  if (dow === 1 || dow === 4) {
    book.expenses.push({ date: day, cents: random.int(4200, 7400), description: "Gas", category: "Fuel" });
  }
  if (dow >= 2 && dow <= 5 && random.chance(0.35)) {
    book.expenses.push({
      date: day,
      cents: random.int(1100, 2400),
      description: "Lunch between appointments",
      category: "Meals",
    });
  }
  const dayOfMonth = Number(day.slice(8, 10));
  if (dayOfMonth === 3) book.expenses.push({ date: day, cents: 8500, description: "Phone plan", category: "Phone & Internet" });
  if (dayOfMonth === 10) book.expenses.push({ date: day, cents: 6400, description: "Door hangers", category: "Supplies" });
  if (dayOfMonth === 20) book.expenses.push({ date: day, cents: 2999, description: "Mapping app", category: "Software" });
}
