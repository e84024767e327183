import { Card, CardContent } from "@/components/ui/card";
import type { Pipeline } from "../api/pipeline-schema";

const count = new Intl.NumberFormat("en-US");

/** Cancellations (spec section 4): Unqualified Leads, Not Interested, Signed but Cancelled, side by side. */
export function Cancellations({ groups }: { groups: Pipeline["cancellations"] }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-3">
      {groups.map((group) => (
        <li key={group.name} data-group={group.name}>
          <Card className="h-full">
            <CardContent className="grid gap-1 p-3 pt-3 sm:p-4 sm:pt-4">
              <span className="text-2xl font-semibold tabular-nums" data-testid="cancellation-count">
                {count.format(group.count)}
              </span>
              <span className="text-xs font-medium text-muted-foreground sm:text-sm">{group.name}</span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
