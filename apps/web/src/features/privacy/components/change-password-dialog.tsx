import { ACCOUNT_MESSAGES, changePasswordFormSchema } from "@measured/core";
import { useState } from "react";
import { FormDialog, SubmitFooter } from "@/components/ui/dialog-form";
import { FormFailure } from "@/components/ui/form-failure";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors } from "@/lib/api-client";
import { checkBody, type FieldMessages, pickServerMessages } from "@/lib/form-check";
import { useChangePassword } from "../api/account";

/** Change Password: the current one, the new one twice; the server ends every other session. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldMessages>({});
  const change = useChangePassword();
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: e.target.value }),
  });

  const submit = () => {
    const problems = checkBody(changePasswordFormSchema, values) ?? {};
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const { currentPassword, newPassword } = values;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast({ title: "Password changed", description: message });
          onClose();
        },
        onError: (error) => setErrors(pickServerMessages(serverFieldErrors(error), ["currentPassword", "newPassword"])),
      },
    );
  };

  return (
    <FormDialog
      title="Change Password"
      description="At least 8 characters. Every other device is signed out."
      onClose={onClose}
      onSubmit={submit}
    >
      <FormField label="Current password" type="password" autoComplete="current-password" {...field("currentPassword")} />
      <FormField label="New password" type="password" autoComplete="new-password" {...field("newPassword")} />
      <FormField label="Confirm new password" type="password" autoComplete="new-password" {...field("confirmPassword")} />
      <FormFailure failure={ACCOUNT_MESSAGES.changeFailed} error={Object.keys(errors).length > 0 ? null : change.error} />
      <SubmitFooter label="Change Password" pending={change.isPending} />
    </FormDialog>
  );
}
