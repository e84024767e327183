import type { TripState } from "@measured/core";
import { z } from "zod";

/**
 * A trip in progress, kept on the device (spec section 4, issue 23): a web page gets no positions while
 * the phone is locked and loses its memory on a reload, so the tracker writes the trip here after every
 * counted fix and resumes it when the page comes back (the gap then bridged by a straight line).
 * Positions never leave the phone until the rep saves the trip's miles.
 */
export const STORED_TRIP_KEY = "measured:trip";

/** A trip not touched for this long is not resumed: a tracker forgotten overnight is not a drive. */
export const STALE_TRIP_MS = 12 * 60 * 60 * 1000;

const fixSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyMeters: z.number().nonnegative().nullable().optional(),
  at: z.number().finite(),
});

const count = z.number().int().nonnegative();

const tripSchema = z.object({
  startedAt: z.number().finite(),
  miles: z.number().finite().nonnegative(),
  lastFix: fixSchema,
  fixes: count,
  countedFixes: count,
  ignoredFixes: count,
  bridged: z.boolean(),
  bridgedMiles: z.number().finite().nonnegative(),
});

const storedSchema = z.object({
  version: z.literal(1),
  /** Whose trip: on a shared phone, another rep's drive is not resumed into this rep's log. */
  userId: z.number().int().positive(),
  savedAt: z.number().finite(),
  trip: tripSchema,
});

export function storedTripText(trip: TripState, userId: number, now: number): string {
  return JSON.stringify({ version: 1, userId, savedAt: now, trip });
}

/**
 * The stored trip to resume for `userId`, or null: none, another rep's, older than STALE_TRIP_MS, saved
 * in the future (a clock set back), or anything storage returns that is not a trip this code wrote.
 */
export function readStoredTrip(text: string | null, userId: number, now: number): TripState | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const stored = storedSchema.safeParse(parsed);
  if (!stored.success || stored.data.userId !== userId) return null;
  const age = now - stored.data.savedAt;
  if (age < 0 || age > STALE_TRIP_MS) return null;
  return stored.data.trip;
}
