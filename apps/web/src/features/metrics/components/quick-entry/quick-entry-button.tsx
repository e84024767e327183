import { ChartColumnIncreasing, Plus, UserPlus } from "lucide-react";
import { type ComponentType, type ReactNode, type SVGProps, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DeferredMenu } from "@/components/ui/deferred-menu";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { MenuEntry } from "@/components/ui/menu-entries";
import { QuickEntrySheet } from "./quick-entry-sheet";

/** A quick entry of another feature that brings its own dialog (Quick Expense, Log Mileage). */
export interface DialogEntry {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The whole dialog, open; `onDone` closes it. */
  dialog: (onDone: () => void) => ReactNode;
}

interface QuickEntryButtonProps {
  /**
   * The Log Lead/Appointment modal's content (spec section 2, quick entry "appointment"), given by the
   * app layout so this feature does not import the appointments feature; `onDone` closes the modal.
   */
  logLead?: (onDone: () => void) => ReactNode;
  /** The finance quick entries (spec section 2, "expense" and "mileage"), given the same way. */
  dialogs?: readonly DialogEntry[];
}

type Kind = "kpi" | "appointment" | { entry: DialogEntry };

/**
 * The "+" (spec section 2, quick-entry modals): a small menu of the quick entries, Daily Stats Entry,
 * Log Lead/Appointment, Quick Expense and Log Mileage, each opening its modal. At the right end of the bottom bar on phones, in the
 * sidebar on desktop, where its caption shows (decision 029).
 */
export function QuickEntryButton({ logLead, dialogs = [] }: QuickEntryButtonProps) {
  const [kind, setKind] = useState<Kind | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => setKind(null);
  // A dialog of its own cannot be told where focus goes when it closes: the item that opened it is gone
  // with the menu, so focus goes back to the + once the dialog has let go of it.
  const closeOwnDialog = () => {
    setKind(null);
    requestAnimationFrame(() => trigger.current?.focus());
  };
  // The dialog an item opens takes over focus and pointer handling at once (the menu is not modal).
  const entries: MenuEntry[] = [
    { kind: "action", key: "kpi", label: "Daily Stats Entry", icon: ChartColumnIncreasing, onSelect: () => setKind("kpi") },
    ...(logLead
      ? [
          {
            kind: "action",
            key: "appointment",
            label: "Log Lead/Appointment",
            icon: UserPlus,
            onSelect: () => setKind("appointment"),
          } satisfies MenuEntry,
        ]
      : []),
    ...dialogs.map(
      (entry): MenuEntry => ({
        kind: "action",
        key: entry.label,
        label: entry.label,
        icon: entry.icon,
        onSelect: () => setKind({ entry }),
      }),
    ),
  ];
  return (
    <>
      <DeferredMenu
        align="end"
        side="top"
        className="min-w-56"
        entries={entries}
        trigger={
          <Button ref={trigger} size="icon" aria-label="Quick entry" className="size-14 rounded-full shadow-lg [&_svg]:size-6">
            <Plus aria-hidden="true" />
            <span data-quick-caption="" className="hidden">
              Quick entry
            </span>
          </Button>
        }
      />
      {typeof kind === "object" && kind !== null ? kind.entry.dialog(closeOwnDialog) : null}
      <Dialog open={kind === "kpi" || kind === "appointment"} onOpenChange={(open) => (open ? null : close())}>
        <DialogContent
          className="max-w-lg"
          // The item that opened it is gone with the menu: focus goes back to the +.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          {kind === "kpi" ? <QuickEntrySheet onSaved={close} /> : null}
          {kind === "appointment" && logLead ? logLead(close) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
