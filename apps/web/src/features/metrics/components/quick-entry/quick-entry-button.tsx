import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { QuickEntrySheet } from "./quick-entry-sheet";

/** The floating "+" above the bottom navigation, opening Daily Stats Entry (spec section 2, quick entry kpi). */
export function QuickEntryButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="icon" aria-label="Log today's stats" className="size-14 rounded-full shadow-lg [&_svg]:size-6">
          <Plus aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <QuickEntrySheet onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
