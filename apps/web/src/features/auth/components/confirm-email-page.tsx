import { CONFIRMATION_MESSAGES } from "@measured/core";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "wouter";
import { CenteredPage } from "@/components/layout/centered-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { serverMessage } from "@/lib/api-client";
import { useUser } from "@/lib/user";
import { useConfirmEmail } from "../api/confirm-email";

export const CONFIRM_EMAIL_TITLE = "Confirm Your E-mail";

/**
 * The page the confirmation e-mail links to (decision 054). It spends the link as it opens: the link
 * only proves the mailbox got it, so a mail scanner that opens it first confirms nothing false.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const confirm = useConfirmEmail();
  const signedIn = Boolean(useUser().data);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || token === "") return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  const failed = token === "" || confirm.isError;
  const message = confirm.isSuccess
    ? confirm.data.message
    : failed
      ? (serverMessage(confirm.error) ?? CONFIRMATION_MESSAGES.invalidLink)
      : "Confirming your e-mail address…";
  return (
    <CenteredPage>
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">{CONFIRM_EMAIL_TITLE}</h1>
          <CardDescription role={failed ? "alert" : "status"}>{message}</CardDescription>
        </CardHeader>
        {confirm.isPending ? null : (
          <CardContent>
            <Button asChild className="w-full">
              <Link href={signedIn ? paths.dashboard : paths.signIn}>{signedIn ? "Go to Dashboard" : "Sign In"}</Link>
            </Button>
          </CardContent>
        )}
      </Card>
    </CenteredPage>
  );
}
