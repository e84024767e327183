import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import type { Client } from "../api/client-schema";
import { useDeleteClient } from "../api/delete-client";
import { leadName } from "./lead-card";

/** Delete asks first, in the spec's words (spec sections 2 and 5); toasts from section 8. */
export function DeleteLeadDialog({ lead, onClose }: { lead: Client | null; onClose: () => void }) {
  const remove = useDeleteClient();
  const confirm = () => {
    if (!lead) return;
    remove.mutate(lead.id, {
      onSuccess: () => {
        toast({ title: "Client deleted" });
        onClose();
      },
      onError: () => toast({ variant: "destructive", title: "Failed to delete client. Please try again." }),
    });
  };
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete {lead ? leadName(lead) : "lead"}?</DialogTitle>
          <DialogDescription>Are you sure you want to delete this client? This action cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Deleting…" : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
