import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

interface EntryActionsProps {
  /** The entry as a rep names it ("Gas, Nov 20"), for the buttons' accessible names. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete, each a thumb-sized icon button named for its entry. */
export function EntryActions({ name, onEdit, onDelete }: EntryActionsProps) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" className="text-destructive" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** A category's colour beside its name (the name carries the meaning). */
export function Swatch({ color }: { color: string | null }) {
  if (!color) return null;
  return <span className="inline-block size-2.5 shrink-0 rounded-sm" style={{ backgroundColor: color }} aria-hidden="true" />;
}

/** "Personal": said in words, not only in colour. */
export function PersonalTag({ tag }: { tag: string | null }) {
  if (!tag) return null;
  return <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{tag}</span>;
}

/** An expense's receipt photo, opened in a new tab. */
export function ReceiptLink({ url, name }: { url: string | null; name: string }) {
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      aria-label={`Receipt for ${name}`}
      className="inline-flex items-center gap-1 text-xs font-medium text-primary underline underline-offset-2"
    >
      Receipt
    </a>
  );
}
