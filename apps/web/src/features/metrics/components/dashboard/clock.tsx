import { useEffect, useState } from "react";
import { formatClock } from "@/lib/format";

/** The current time, re-rendered at the start of every minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // A page the server rendered shows the server's minute until the browser's own takes over.
    setNow((shown) => {
      const current = new Date();
      return Math.floor(current.getTime() / 60_000) === Math.floor(shown.getTime() / 60_000) ? shown : current;
    });
    let interval: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(
      () => {
        setNow(new Date());
        interval = setInterval(() => setNow(new Date()), 60_000);
      },
      60_000 - (Date.now() % 60_000),
    );
    return () => {
      clearTimeout(timeout);
      if (interval) clearInterval(interval);
    };
  }, []);
  return now;
}

/** Spec section 2: the browser's time zone and the current time there. */
export function ZoneClock({ timeZone }: { timeZone: string }) {
  const now = useMinuteClock();
  return (
    <p className="text-sm text-muted-foreground">
      <span className="sr-only">Time zone: </span>
      {timeZone} ·{" "}
      <time dateTime={now.toISOString()} suppressHydrationWarning>
        {formatClock(now, timeZone)}
      </time>
    </p>
  );
}
