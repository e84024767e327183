import { type FunnelInputs, figureTracked, type InputFigure } from "@measured/core";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A figure whose input the rep does not track (decision 048): "–", to a screen reader "not tracked". */
export const NOT_TRACKED: unique symbol = Symbol("not tracked");
type FigureValue = string | null | typeof NOT_TRACKED;

/** The shown value, or NOT_TRACKED when the rep tracks no input of the figure (core's FIGURE_INPUTS). */
export const unlessUntracked = (figure: InputFigure, inputs: FunnelInputs, value: string | null): FigureValue =>
  figureTracked(figure, inputs) ? value : NOT_TRACKED;

/** The "–" of a figure whose input the rep does not track; its parent carries the title "<label>: not tracked". */
export function NotTrackedDash() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">not tracked</span>
    </>
  );
}

/**
 * One figure of an analytics card; a figure that cannot be computed shows "–" (the card says why). The
 * label takes the height left over, so the values of a row stay level when one label wraps.
 */
function Figure({ label, value }: { label: string; value: FigureValue }) {
  if (value === NOT_TRACKED)
    return (
      <div className="grid grid-rows-[1fr_auto] gap-0.5 rounded-lg bg-muted p-3">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="text-lg font-bold text-muted-foreground" title={`${label}: not tracked`}>
          <NotTrackedDash />
        </dd>
      </div>
    );
  return (
    <div className="grid grid-rows-[1fr_auto] gap-0.5 rounded-lg bg-muted p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums" data-figure={value === null ? undefined : ""}>
        {value ?? "–"}
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
  figures: readonly (readonly [string, FigureValue])[];
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
