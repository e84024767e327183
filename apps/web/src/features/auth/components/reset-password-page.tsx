import { useEffect } from "react";
import { useSearchParams } from "wouter";
import { CenteredPage } from "@/components/layout/centered-page";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useValidateResetToken } from "../api/validate-reset-token";
import { INVALID_RESET_LINK_MESSAGE, INVALID_RESET_LINK_TITLE, InvalidResetLink } from "./invalid-reset-link";
import { ResetPasswordForm } from "./reset-password-form";

/** Spec section 4: the link is validating, valid or invalid. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const validation = useValidateResetToken(token);
  const invalid = token === "" || validation.isError;

  useEffect(() => {
    if (invalid) {
      toast({ variant: "destructive", title: INVALID_RESET_LINK_TITLE, description: INVALID_RESET_LINK_MESSAGE });
    }
  }, [invalid]);

  return (
    <CenteredPage>
      {invalid ? (
        <InvalidResetLink />
      ) : validation.isSuccess ? (
        <ResetPasswordForm token={token} email={validation.data.email} />
      ) : (
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold">Reset Password</h1>
          </CardHeader>
          <CardContent>
            <p role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
              <span
                className="size-5 animate-spin rounded-full border-2 border-primary-soft border-t-primary motion-reduce:animate-none"
                aria-hidden="true"
              />
              Checking your reset link…
            </p>
          </CardContent>
        </Card>
      )}
    </CenteredPage>
  );
}
