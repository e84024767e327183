import { codeKind, TWO_FACTOR_MESSAGES, type TwoFactorSetup } from "@measured/core";
import { useEffect, useState } from "react";
import { LoadingState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { DialogForm, DialogHeading, SubmitFooter } from "@/components/ui/dialog-form";
import { FormFailure } from "@/components/ui/form-failure";
import { FormField } from "@/components/ui/form-field";
import { serverFieldErrors } from "@/lib/api-client";
import { type FieldMessages, pickServerMessages } from "@/lib/form-check";
import { useConfirmTwoFactor, useStartTwoFactorSetup } from "../api/two-factor";
import { RecoveryCodes } from "./recovery-codes";

/** The key in groups of four, as authenticator apps show the field to type it into. */
const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Set-up: a new key (its QR code, and the key itself to type in), the first code from the app and, for a password
 * account, the current password; then the ten recovery codes, shown this once.
 */
export function TwoFactorSetupDialog({ googleOnly, onClose }: { googleOnly: boolean; onClose: () => void }) {
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [values, setValues] = useState({ code: "", currentPassword: "" });
  const [errors, setErrors] = useState<FieldMessages>({});
  const { mutate: begin } = start;
  // One key per opening of the dialog: asked for once, when it opens.
  useEffect(() => begin(), [begin]);

  const submit = () => {
    const problems: FieldMessages = {};
    if (codeKind(values.code) !== "totp") problems.code = TWO_FACTOR_MESSAGES.codeRequired;
    if (!googleOnly && !values.currentPassword) problems.currentPassword = "Current password is required";
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // No toast: the dialog's next view says it is on, and a toast would cover its Done button on a phone.
    confirm.mutate(googleOnly ? { code: values.code } : values, {
      onError: (error) => setErrors(pickServerMessages(serverFieldErrors(error), ["code", "currentPassword"])),
    });
  };

  const codes = confirm.data?.recoveryCodes;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-lg">
        {codes ? (
          <>
            <DialogHeading
              title="Two-factor authentication is on"
              description="Every sign-in now asks for a code from your app."
            />
            <RecoveryCodes codes={codes} />
            <DialogFooter>
              <Button size="lg" className="w-full sm:w-auto" onClick={onClose}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeading
              title="Set Up Two-Factor Authentication"
              description="Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy), then enter the code it shows."
            />
            {start.isPending || start.isIdle ? <LoadingState label="Making your key…" /> : null}
            {start.isError ? (
              <div className="grid gap-3">
                <FormFailure failure={TWO_FACTOR_MESSAGES.setupFailed} error={start.error} />
                <Button variant="outline" className="justify-self-start" onClick={() => begin()}>
                  Try again
                </Button>
              </div>
            ) : null}
            {start.data ? (
              <KeyAndCode
                setup={start.data}
                googleOnly={googleOnly}
                values={values}
                errors={errors}
                onChange={(name, value) => setValues({ ...values, [name]: value })}
                onSubmit={submit}
                pending={confirm.isPending}
                failure={Object.keys(errors).length > 0 ? null : confirm.error}
              />
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface KeyAndCodeProps {
  setup: TwoFactorSetup;
  googleOnly: boolean;
  values: { code: string; currentPassword: string };
  errors: FieldMessages;
  onChange: (name: "code" | "currentPassword", value: string) => void;
  onSubmit: () => void;
  pending: boolean;
  failure: unknown;
}

function KeyAndCode({ setup, googleOnly, values, errors, onChange, onSubmit, pending, failure }: KeyAndCodeProps) {
  return (
    <DialogForm
      label="Set Up Two-Factor Authentication"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {/* White behind the code in both themes: scanners need dark on light. */}
      <img
        src={setup.qrCode}
        alt="QR code to scan with your authenticator app"
        width={192}
        height={192}
        className="size-48 justify-self-center rounded-lg bg-white p-2"
      />
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">Can't scan it? Enter this key in the app:</p>
        <code
          className="rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm break-all select-all"
          data-testid="two-factor-key"
        >
          {groupedKey(setup.secret)}
        </code>
      </div>
      <FormField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        value={values.code}
        error={errors.code}
        onChange={(e) => onChange("code", e.target.value)}
      />
      {googleOnly ? null : (
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(e) => onChange("currentPassword", e.target.value)}
        />
      )}
      <FormFailure failure={TWO_FACTOR_MESSAGES.setupFailed} error={failure} />
      <SubmitFooter label="Turn On" pending={pending} />
    </DialogForm>
  );
}
