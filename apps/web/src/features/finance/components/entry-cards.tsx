import { Card } from "@/components/ui/card";
import { formatShortDate } from "@/lib/format";
import { EntryActions, PersonalTag, ReceiptLink, Swatch } from "./entry-actions";
import type { EntryView } from "./entry-view";

interface EntryListProps {
  views: EntryView[];
  currentYear: string;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

export const entryName = (view: EntryView, currentYear: string) => `${view.title}, ${formatShortDate(view.date, currentYear)}`;

/** The entries on a phone: one card each, the figure on the right, edit and delete under a thumb. */
export function EntryCards({ views, currentYear, onEdit, onDelete }: EntryListProps) {
  return (
    <ul className="grid gap-2" aria-label="Entries">
      {views.map((view) => (
        <li key={view.id}>
          <Card className="grid gap-1 p-3 pb-1" role="article" aria-label={entryName(view, currentYear)}>
            <div className="flex items-start justify-between gap-3">
              <p className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="font-semibold [overflow-wrap:anywhere]">{view.title}</span>
                <PersonalTag tag={view.tag} />
                <ReceiptLink url={view.receiptUrl} name={entryName(view, currentYear)} />
              </p>
              <dl className="flex shrink-0 items-baseline gap-2">
                {view.figures.map((figure, i) => (
                  <div key={figure.label}>
                    <dt className="sr-only">{figure.label}</dt>
                    <dd className={i === 0 ? "font-semibold tabular-nums" : "text-sm text-muted-foreground tabular-nums"}>
                      {figure.text}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="flex items-center justify-between gap-2">
              <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
                <span className="whitespace-nowrap">{formatShortDate(view.date, currentYear)}</span>
                {view.detail ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <span className="flex min-w-0 items-center gap-1.5">
                      <Swatch color={view.color} />
                      <span className="min-w-0 [overflow-wrap:anywhere]">{view.detail}</span>
                    </span>
                  </>
                ) : null}
              </p>
              <EntryActions
                name={entryName(view, currentYear)}
                onEdit={() => onEdit(view.id)}
                onDelete={() => onDelete(view.id)}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export type { EntryListProps };
