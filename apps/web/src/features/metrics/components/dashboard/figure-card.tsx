import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** One figure of an analytics card; a figure that cannot be computed shows "—" (the card says why). */
function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums" data-figure={value === null ? undefined : ""}>
        {value ?? "—"}
      </dd>
    </div>
  );
}

/** An analytics card: a title, figures two per row, and an optional note under them. */
export function FigureCard({
  title,
  figures,
  note,
}: {
  title: string;
  figures: readonly (readonly [string, string | null])[];
  note?: ReactNode;
}) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {figures.length > 0 ? (
          <dl className="grid grid-cols-2 gap-2">
            {figures.map(([label, value]) => (
              <Figure key={label} label={label} value={value} />
            ))}
          </dl>
        ) : null}
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}
