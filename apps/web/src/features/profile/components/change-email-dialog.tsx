import { changeEmailSchema } from "@measured/core";
import { useState } from "react";
import { FormDialog, SubmitFooter } from "@/components/ui/dialog-form";
import { FormFailure } from "@/components/ui/form-failure";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors } from "@/lib/api-client";
import { checkBody, type FieldMessages, pickServerMessages } from "@/lib/form-check";
import { useChangeEmail } from "../api/profile";

/** Change Email: the new address and the current password; the change waits for the link sent to it. */
export function ChangeEmailDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [errors, setErrors] = useState<FieldMessages>({});
  const change = useChangeEmail();

  const submit = () => {
    const body = { email, currentPassword };
    const problems = checkBody(changeEmailSchema, body) ?? {};
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    change.mutate(body, {
      onSuccess: ({ message }) => {
        toast({ title: "Check your new inbox", description: message });
        onClose();
      },
      onError: (error) => setErrors(pickServerMessages(serverFieldErrors(error), ["email", "currentPassword"])),
    });
  };

  return (
    <FormDialog
      title="Change Email"
      description={`You sign in with ${current} until you open the link we send to the new address.`}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormField
        label="New email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <FormFailure failure="Failed to change email" error={Object.keys(errors).length > 0 ? null : change.error} />
      <SubmitFooter label="Send Link" pending={change.isPending} />
    </FormDialog>
  );
}
