import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={lead !== null}
      title={`Delete ${lead ? leadName(lead) : "lead"}?`}
      description="Are you sure you want to delete this client? This action cannot be undone."
      action="Delete"
      pendingAction="Deleting…"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
