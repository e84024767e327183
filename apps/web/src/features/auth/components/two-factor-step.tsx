import { codeKind, TWO_FACTOR_MESSAGES } from "@measured/core";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { serverMessage } from "@/lib/api-client";
import { useVerifyTwoFactor } from "../api/two-factor";

/** Answers after which this challenge is over: the rep signs in again from the start. */
const ENDED: readonly string[] = [TWO_FACTOR_MESSAGES.expired, TWO_FACTOR_MESSAGES.tooManyWrongCodes];

/**
 * The sign-in's second step (decision 066), after the password or Google: the 6-digit code from the authenticator
 * app, or a recovery code instead. A wrong code is said under the field; an expired or spent sign-in says so and
 * offers to start again.
 */
export function TwoFactorStep({ challenge, onCancel }: { challenge: string; onCancel: () => void }) {
  const verify = useVerifyTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  // The step opens on its field, and so does each switch between an app code and a recovery code (a new field).
  const focusOnMount = useCallback((field: HTMLInputElement | null) => field?.focus(), []);
  const ended = error !== undefined && ENDED.includes(error);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const kind = codeKind(code);
    if (recovery ? kind !== "recovery" && kind !== "totp" : kind !== "totp") {
      setError(recovery ? "Enter one of your recovery codes" : TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setError(undefined);
    verify.mutate(
      { challenge, code },
      {
        onError: (failed) =>
          setError(serverMessage(failed) ?? `${TWO_FACTOR_MESSAGES.verifyFailed}. Check your connection and try again.`),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Two-factor authentication">
      <div className="grid gap-1">
        <h2 className="font-semibold">Two-factor authentication</h2>
        <p className="text-sm text-muted-foreground">
          {recovery
            ? "Enter one of the recovery codes you saved when you turned two-factor on. Each works once."
            : "Enter the 6-digit code from your authenticator app."}
        </p>
      </div>
      <FormField
        key={recovery ? "recovery" : "code"}
        ref={focusOnMount}
        label={recovery ? "Recovery code" : "6-digit code"}
        inputMode={recovery ? "text" : "numeric"}
        autoComplete={recovery ? "off" : "one-time-code"}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 20 : 9}
        value={code}
        error={error}
        disabled={ended}
        onChange={(e) => setCode(e.target.value)}
      />
      {ended ? (
        <Button onClick={onCancel}>Sign In Again</Button>
      ) : (
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? "Checking…" : "Verify"}
        </Button>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        {ended ? null : (
          <Button
            variant="link"
            onClick={() => {
              setRecovery(!recovery);
              setCode("");
              setError(undefined);
            }}
          >
            {recovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
          </Button>
        )}
        <Button variant="link" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
