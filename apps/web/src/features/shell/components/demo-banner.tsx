import type { PublicUser } from "@measured/core";
import { useHydrated } from "@/lib/use-hydrated";

/** A demo lives a day from its opening (core's DEMO_LIFETIME_MS; the server removes it within the hour after). */
const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Whether the signed-in account is a Try the demo account (issue 25, decision 068). */
export const isDemoAccount = (user: PublicUser) => user.authProvider === "demo";

/**
 * Above every page of a Try the demo account: the figures are sample data and the account goes after a
 * day, with all that is added to it. One line, so the dashboard stays on the first screen.
 */
export function DemoBanner({ user }: { user: PublicUser }) {
  // The time in the browser's zone and language: the server renders the page without either, so the
  // markup says "a day after it opened" until the app has hydrated (no mismatch to repair).
  const hydrated = useHydrated();
  const until = new Date(Date.parse(user.createdAt) + DEMO_LIFETIME_MS);
  const when =
    hydrated && !Number.isNaN(until.getTime())
      ? `on ${until.toLocaleString(undefined, { weekday: "long", hour: "numeric", minute: "2-digit" })}`
      : "a day after it opened";
  return (
    <section
      aria-label="Demo account"
      className="mb-4 rounded-lg border border-primary/40 bg-primary-soft px-3 py-2 text-sm"
      data-testid="demo-banner"
    >
      <p>
        <span className="font-semibold">Demo account.</span> A sample solar rep&apos;s data, yours to try. It is removed
        automatically {when}, with anything you add.
      </p>
    </section>
  );
}
