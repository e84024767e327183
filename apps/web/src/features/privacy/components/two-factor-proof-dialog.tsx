import { TWO_FACTOR_MESSAGES, type TwoFactorProofInput } from "@measured/core";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog, SubmitFooter } from "@/components/ui/dialog-form";
import { FormFailure } from "@/components/ui/form-failure";
import { FormField } from "@/components/ui/form-field";
import { serverFieldErrors } from "@/lib/api-client";
import { type FieldMessages, pickServerMessages } from "@/lib/form-check";

interface TwoFactorProofDialogProps {
  title: string;
  description: string;
  action: string;
  failure: string;
  /** The account has no password: only a code proves it. */
  googleOnly: boolean;
  pending: boolean;
  error: unknown;
  onProve: (proof: TwoFactorProofInput, onError: (error: unknown) => void) => void;
  onClose: () => void;
}

/**
 * Turning two-factor off, or new recovery codes: proven by the current password (a password account) or a code
 * from the app or a recovery code; the rep picks which.
 */
export function TwoFactorProofDialog(props: TwoFactorProofDialogProps) {
  const { title, description, action, failure, googleOnly, pending, error, onProve, onClose } = props;
  const [byCode, setByCode] = useState(googleOnly);
  const [value, setValue] = useState("");
  const [errors, setErrors] = useState<FieldMessages>({});
  const field = byCode ? "code" : "currentPassword";

  const submit = () => {
    if (!value.trim()) {
      setErrors({ [field]: byCode ? TWO_FACTOR_MESSAGES.codeRequired : "Current password is required" });
      return;
    }
    setErrors({});
    onProve(byCode ? { code: value } : { currentPassword: value }, (failed) =>
      setErrors(pickServerMessages(serverFieldErrors(failed), ["code", "currentPassword"])),
    );
  };

  return (
    <FormDialog title={title} description={description} onClose={onClose} onSubmit={submit}>
      {byCode ? (
        <FormField
          key="code"
          label="Code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          value={value}
          error={errors.code}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <FormField
          key="password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={value}
          error={errors.currentPassword}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      {googleOnly ? null : (
        <Button
          variant="link"
          className="justify-self-start"
          onClick={() => {
            setByCode(!byCode);
            setValue("");
            setErrors({});
          }}
        >
          {byCode ? "Use your password instead" : "Use a code instead"}
        </Button>
      )}
      <FormFailure failure={failure} error={Object.keys(errors).length > 0 ? null : error} />
      <SubmitFooter label={action} pending={pending} />
    </FormDialog>
  );
}
