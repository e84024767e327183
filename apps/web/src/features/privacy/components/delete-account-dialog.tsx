import { ACCOUNT_MESSAGES, confirmsDeletion, DELETE_ACCOUNT_WORD } from "@measured/core";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormFailure } from "@/components/ui/form-failure";
import { FormField } from "@/components/ui/form-field";
import { useDeleteAccount } from "../api/account";

/** Delete Account asks the rep to type their e-mail address or DELETE, so a stray tap deletes nothing. */
export function DeleteAccountDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();
  const close = () => {
    setTyped("");
    setError(undefined);
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title="Delete your account?"
      description="Everything you have saved in Measured is deleted and cannot be brought back."
      action="Delete Account"
      pendingAction="Deleting…"
      pending={remove.isPending}
      onClose={close}
      onConfirm={() => {
        if (!confirmsDeletion(typed, email)) return setError(ACCOUNT_MESSAGES.deleteNotConfirmed);
        setError(undefined);
        remove.mutate(typed);
      }}
    >
      <FormField
        label={`Type ${email} or ${DELETE_ACCOUNT_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={typed}
        error={error}
        onChange={(e) => setTyped(e.target.value)}
      />
      <FormFailure failure={ACCOUNT_MESSAGES.deleteFailed} error={remove.error} />
    </ConfirmDialog>
  );
}
