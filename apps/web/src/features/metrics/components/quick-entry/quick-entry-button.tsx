import { ChartColumnIncreasing, Plus, UserPlus } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { QuickEntrySheet } from "./quick-entry-sheet";

type Kind = "kpi" | "appointment";

interface QuickEntryButtonProps {
  /**
   * The Log Lead/Appointment modal's content (spec section 2, quick entry "appointment"), given by the
   * app layout so this feature does not import the appointments feature; `onDone` closes the modal.
   */
  logLead?: (onDone: () => void) => ReactNode;
}

/**
 * The "+" (spec section 2, quick-entry modals): a small menu of the quick entries, Daily Stats Entry
 * and Log Lead/Appointment, each opening its modal. At the right end of the bottom bar on phones, in the
 * sidebar on desktop, where its caption shows (decision 029).
 */
export function QuickEntryButton({ logLead }: QuickEntryButtonProps) {
  const [kind, setKind] = useState<Kind | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => setKind(null);
  return (
    <>
      {/* Not modal: the dialog an item opens takes over focus and pointer handling at once. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} size="icon" aria-label="Quick entry" className="size-14 rounded-full shadow-lg [&_svg]:size-6">
            <Plus aria-hidden="true" />
            <span data-quick-caption="" className="hidden">
              Quick entry
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" side="top" className="min-w-56">
          <DropdownMenuItem onSelect={() => setKind("kpi")}>
            <ChartColumnIncreasing aria-hidden="true" />
            Daily Stats Entry
          </DropdownMenuItem>
          {logLead ? (
            <DropdownMenuItem onSelect={() => setKind("appointment")}>
              <UserPlus aria-hidden="true" />
              Log Lead/Appointment
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={kind !== null} onOpenChange={(open) => (open ? null : close())}>
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
