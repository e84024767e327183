import { todayIn } from "@measured/core";
import { Check, Clock } from "lucide-react";
import { PageSection } from "@/components/layout/page";
import { leadName } from "@/components/lead/lead-name";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { formatShortDate } from "@/lib/format";
import { useTimeZone } from "@/lib/time-zone";
import { useHydrated } from "@/lib/use-hydrated";
import { useFollowUpsDue } from "./api/get-follow-ups-due";
import { useSetFollowUpDate } from "./api/set-follow-up-date";
import { nextDay } from "./next-day";

/**
 * "Follow-ups due" (today and overdue), each with one tap to mark done or snooze to tomorrow. A
 * section of its own so the dashboard can show the same list; it shows nothing when nothing is due
 * (or while it loads), and a line with a retry if it could not be loaded.
 */
export function FollowUpsDue({ level = 2 }: { level?: 2 | 3 }) {
  const due = useFollowUpsDue();
  const setDate = useSetFollowUpDate();
  // The rep's zone, also while the server renders the page (decision 014).
  const today = todayIn(useTimeZone());
  // On a server-rendered page a tap before the page comes alive would be lost without a word.
  const hydrated = useHydrated();
  if (due.isPending || (due.data && due.data.length === 0)) return null;

  const act = (id: number, nextFollowUpDate: string | null, done: string) =>
    setDate.mutate(
      { id, nextFollowUpDate },
      {
        onSuccess: () => toast({ title: done }),
        onError: () => toast({ variant: "destructive", title: "Failed to update client. Please try again." }),
      },
    );

  return (
    <PageSection title="Follow-ups due" level={level}>
      {due.isError ? (
        <Card className="flex flex-wrap items-center justify-between gap-2 p-4" role="alert">
          <p className="text-sm text-muted-foreground">Your follow-ups could not be loaded.</p>
          <Button variant="outline" onClick={() => void due.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-2">
          {due.data.map((lead) => {
            const name = leadName(lead);
            const date = lead.nextFollowUpDate ?? today;
            const busy = !hydrated || (setDate.isPending && setDate.variables?.id === lead.id);
            return (
              <li key={lead.id}>
                <Card className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 p-3">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium break-words">{name}</p>
                    <p className="text-sm text-muted-foreground">
                      {date < today ? `Overdue since ${formatShortDate(date, today.slice(0, 4))}` : "Due today"}
                      {lead.phone ? ` · ${lead.phone}` : ""}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      disabled={busy}
                      aria-label={`Snooze ${name} to tomorrow`}
                      onClick={() => act(lead.id, nextDay(today), `Follow-up with ${name} moved to tomorrow`)}
                    >
                      <Clock aria-hidden="true" />
                      Tomorrow
                    </Button>
                    <Button
                      disabled={busy}
                      aria-label={`Mark follow-up with ${name} done`}
                      onClick={() => act(lead.id, null, `Follow-up with ${name} done`)}
                    >
                      <Check aria-hidden="true" />
                      Done
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </PageSection>
  );
}
