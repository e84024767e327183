import { TWO_FACTOR, TWO_FACTOR_MESSAGES } from "@measured/core";
import { useState } from "react";
import { PageSection } from "@/components/layout/page";
import { ErrorState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/ui/dialog-form";
import { toast } from "@/components/ui/use-toast";
import { useNewRecoveryCodes, useTurnOffTwoFactor, useTwoFactorStatus } from "../api/two-factor";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorProofDialog } from "./two-factor-proof-dialog";
import { TwoFactorSetupDialog } from "./two-factor-setup-dialog";

/** Few enough recovery codes left that the rep should make new ones. */
const FEW_CODES_LEFT = 3;

/**
 * Two-factor authentication (issue 25, decision 066): off, with Set Up; or on since a date, with the recovery codes
 * left, New Recovery Codes and Turn Off.
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const turnOff = useTurnOffTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const [dialog, setDialog] = useState<"setup" | "off" | "codes" | null>(null);
  const close = () => {
    setDialog(null);
    turnOff.reset();
    newCodes.reset();
  };
  const data = status.data;

  const actions = !data ? null : data.enabled ? (
    <>
      <Button variant="outline" onClick={() => setDialog("codes")}>
        New Recovery Codes
      </Button>
      <Button variant="outline" onClick={() => setDialog("off")}>
        Turn Off
      </Button>
    </>
  ) : (
    <Button variant="outline" onClick={() => setDialog("setup")}>
      Set Up
    </Button>
  );

  return (
    <PageSection title="Two-factor authentication" actions={actions}>
      {status.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading…
        </p>
      ) : null}
      {status.isError ? (
        <ErrorState
          title="Couldn't load two-factor authentication"
          message={status.error.message}
          onRetry={() => void status.refetch()}
        />
      ) : null}
      {data && !data.enabled ? (
        <p className="text-sm text-muted-foreground">
          Off. Turn it on to be asked for a code from an authenticator app on your phone at every sign-in, Google sign-in
          included.
        </p>
      ) : null}
      {data?.enabled ? (
        <div className="grid gap-1 text-sm">
          <p>
            <span className="font-semibold">On</span>
            {data.enabledAt ? ` since ${new Date(data.enabledAt).toLocaleDateString()}` : ""}. Every sign-in asks for a code from
            your authenticator app.
          </p>
          <p className={data.recoveryCodesLeft <= FEW_CODES_LEFT ? "text-destructive" : "text-muted-foreground"}>
            {data.recoveryCodesLeft} of {TWO_FACTOR.recoveryCodeCount} recovery codes left
            {data.recoveryCodesLeft <= FEW_CODES_LEFT ? ". Make new ones before they run out." : "."}
          </p>
        </div>
      ) : null}

      {dialog === "setup" && data ? <TwoFactorSetupDialog googleOnly={data.googleOnly} onClose={close} /> : null}
      {dialog === "off" && data ? (
        <TwoFactorProofDialog
          title="Turn Off Two-Factor Authentication"
          description="Sign-in will ask only for your password (or Google) again. Your recovery codes stop working."
          action="Turn Off"
          failure={TWO_FACTOR_MESSAGES.turnOffFailed}
          googleOnly={data.googleOnly}
          pending={turnOff.isPending}
          error={turnOff.error}
          onProve={(proof, onError) =>
            turnOff.mutate(proof, {
              onSuccess: ({ message }) => {
                toast({ title: message });
                close();
              },
              onError,
            })
          }
          onClose={close}
        />
      ) : null}
      {dialog === "codes" && data && !newCodes.data ? (
        <TwoFactorProofDialog
          title="New Recovery Codes"
          description="Ten new codes replace every old one, used or not."
          action="Make New Codes"
          failure="Failed to make new recovery codes"
          googleOnly={data.googleOnly}
          pending={newCodes.isPending}
          error={newCodes.error}
          onProve={(proof, onError) => newCodes.mutate(proof, { onError })}
          onClose={close}
        />
      ) : null}
      {dialog === "codes" && newCodes.data ? (
        <Dialog open onOpenChange={(open) => (open ? null : close())}>
          <DialogContent className="max-w-lg">
            <DialogHeading title="New Recovery Codes" description="The old codes no longer work." />
            <RecoveryCodes codes={newCodes.data.recoveryCodes} />
            <DialogFooter>
              <Button size="lg" className="w-full sm:w-auto" onClick={close}>
                Done
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </PageSection>
  );
}
