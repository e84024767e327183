import { INVALID_UNSUBSCRIBE_LINK } from "@measured/core";
import { Link, useSearchParams } from "wouter";
import { CenteredPage } from "@/components/layout/centered-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { serverMessage } from "@/lib/api-client";
import { useUnsubscribe } from "../api/unsubscribe";

export const UNSUBSCRIBE_TITLE = "Unsubscribe";

/**
 * Where the digest's "Unsubscribe" link opens (decision 054). It asks for one press rather than acting
 * on opening, so a mail scanner that follows every link does not turn a rep's e-mails off; mail
 * programs use the one-click header, which needs no page.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const failed = token === "" || unsubscribe.isError;
  const message = unsubscribe.isSuccess
    ? unsubscribe.data.message
    : failed
      ? (serverMessage(unsubscribe.error) ?? INVALID_UNSUBSCRIBE_LINK)
      : "Stop the morning e-mail of follow-ups due?";
  return (
    <CenteredPage>
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">{UNSUBSCRIBE_TITLE}</h1>
          <CardDescription role={failed ? "alert" : "status"}>{message}</CardDescription>
        </CardHeader>
        <CardContent>
          {unsubscribe.isSuccess || failed ? (
            <Button asChild variant="outline" className="w-full">
              <Link href={paths.settings}>Open Settings</Link>
            </Button>
          ) : (
            <Button className="w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              {unsubscribe.isPending ? "Unsubscribing…" : "Unsubscribe"}
            </Button>
          )}
        </CardContent>
      </Card>
    </CenteredPage>
  );
}
