import { createHash } from "node:crypto";
import {
  canSeeMemberMetrics,
  cardSources,
  competitionRanks,
  type DateRange,
  isTeamRole,
  LEADERBOARD_DEFAULT_METRICS,
  type Leaderboard,
  metricFigures,
  TEAM_MESSAGES,
  type TeamMetrics,
  type TeamPeriod,
  type TeamRole,
  teamPeriodRanges,
  totalsIn,
} from "@measured/core";
import { asc, type Database, eq, schema } from "@measured/db";
import { HttpError } from "../../lib/http-errors";
import type { RepHistory, RepHistoryCache } from "../metrics/rep-history";
import { memberColumns, roleOnTeam } from "./team-reads";

const { teamMembers, users } = schema;

interface Person {
  userId: number;
  name: string;
  role: TeamRole;
  history: RepHistory;
}

export interface TeamReadContext {
  histories: RepHistoryCache;
  today: string;
}

const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

interface RosterRow {
  userId: number;
  role: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  dataVersion: number;
}

/** The team's people as stored, with each one's data version. At most QUOTAS.teamMembers. */
function rosterOf(db: Database, teamId: number): Promise<RosterRow[]> {
  return db
    .select({ ...memberColumns, dataVersion: users.dataVersion })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id));
}

/**
 * What a team view's answer depends on besides the period: who is on the team, as what, under which name, at
 * which data version (every save that moves a member's figures moves it). A digest, so a team of 200 is a
 * short cache key.
 */
function rosterDigest(rows: readonly RosterRow[]): string {
  const hash = createHash("sha256");
  for (const r of rows) hash.update(`${r.userId}\t${r.role}\t${r.dataVersion}\t${displayName(r)}\n`);
  return hash.digest("base64url");
}

/**
 * The team's people with their histories: the dashboard's cached RepHistory of each, at their own data
 * version (a member's save moves their figures here the moment it is made).
 */
async function peopleOf(db: Database, rows: readonly RosterRow[], histories: RepHistoryCache): Promise<Person[]> {
  // A few at a time: a team of 200 with nothing cached must not take every database connection (or
  // PGlite's whole queue) from the other reps at once.
  const people: Person[] = [];
  for (let start = 0; start < rows.length; start += HISTORIES_AT_ONCE) {
    const batch = rows.slice(start, start + HISTORIES_AT_ONCE);
    const loaded = await Promise.all(batch.map((row) => histories.get(db, row.userId, row.dataVersion)));
    for (const [i, row] of batch.entries()) {
      const history = loaded[i];
      if (history)
        people.push({ userId: row.userId, name: displayName(row), role: isTeamRole(row.role) ? row.role : "member", history });
    }
  }
  return people;
}

/** Members' histories loaded at once for one team view. */
const HISTORIES_AT_ONCE = 4;

/** A person's figures over a range, by metric name: the dashboard cards' own function (metricFigures). */
const figuresOf = (history: RepHistory, range: DateRange) =>
  metricFigures(cardSources(history.definitions), totalsIn(history, range));

/**
 * A team view ready to answer: the key its answer is kept under (the view, the period's dates and the roster's
 * digest) and the build that computes it. The roster is read and the viewer's role checked before either.
 */
export interface TeamView<T> {
  key: string;
  build: () => Promise<T>;
}

/**
 * GET /api/teams/{id}/metrics (spec section 2's Team Metrics): each member, their role and, for each metric
 * they track, its figure over the period, with the unit. The owner and admins only; activity only.
 */
export async function teamMetrics(
  db: Database,
  userId: number,
  teamId: number,
  period: TeamPeriod,
  context: TeamReadContext,
): Promise<TeamView<TeamMetrics>> {
  const role = await roleOnTeam(db, userId, teamId);
  if (!canSeeMemberMetrics(role)) throw new HttpError(403, TEAM_MESSAGES.notAllowed);
  const { range } = teamPeriodRanges(period, context.today);
  const roster = await rosterOf(db, teamId);
  const build = async (): Promise<TeamMetrics> => {
    const people = await peopleOf(db, roster, context.histories);
    return {
      teamId,
      period,
      range,
      members: people.map((person) => {
        const figureOf = figuresOf(person.history, range);
        return {
          userId: person.userId,
          name: person.name,
          role: person.role,
          metrics: cardSources(person.history.definitions).map((source) => ({
            name: source.name,
            unit: source.unit,
            value: figureOf(source.name),
          })),
        };
      }),
    };
  };
  return { key: `team-metrics:${teamId}:${range.startDate}:${range.endDate}:${rosterDigest(roster)}`, build };
}

/**
 * GET /api/teams/{id}/leaderboard: every member ranked on one metric over the period (ties share a rank),
 * with their figure and rank over the whole period before. Any member of the team; activity only.
 */
export async function leaderboard(
  db: Database,
  userId: number,
  teamId: number,
  query: { period: TeamPeriod; metric: string },
  context: TeamReadContext,
): Promise<TeamView<Leaderboard>> {
  await roleOnTeam(db, userId, teamId);
  const { range, previous } = teamPeriodRanges(query.period, context.today);
  const roster = await rosterOf(db, teamId);
  const build = async (): Promise<Leaderboard> => {
    const people = await peopleOf(db, roster, context.histories);
    const values = people.map((p) => figuresOf(p.history, range)(query.metric));
    const previousValues = people.map((p) => figuresOf(p.history, previous)(query.metric));
    const ranks = competitionRanks(values);
    const previousRanks = competitionRanks(previousValues);
    const tracked = new Set<string>();
    for (const p of people) for (const source of cardSources(p.history.definitions)) tracked.add(source.name);
    const metrics = [
      ...LEADERBOARD_DEFAULT_METRICS,
      ...[...tracked].filter((n) => !(LEADERBOARD_DEFAULT_METRICS as readonly string[]).includes(n)).sort(),
    ];
    const rows = people
      .map((p, i) => ({
        userId: p.userId,
        name: p.name,
        role: p.role,
        value: values[i] ?? 0,
        rank: ranks[i] ?? 0,
        previousValue: previousValues[i] ?? 0,
        previousRank: previousRanks[i] ?? 0,
      }))
      .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
    return { teamId, metric: query.metric, period: query.period, range, previousRange: previous, metrics, rows };
  };
  // The metric is the rep's text (up to 80 characters): it ends the key, after a separator a date cannot hold.
  return {
    key: `leaderboard:${teamId}:${query.period}:${range.startDate}:${range.endDate}:${rosterDigest(roster)}|${query.metric}`,
    build,
  };
}
