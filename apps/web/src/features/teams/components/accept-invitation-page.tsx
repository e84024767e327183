import { TEAM_MESSAGES } from "@measured/core";
import type { ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import { Page } from "@/components/layout/page";
import { ErrorState, LoadingState } from "@/components/layout/page-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormFailure } from "@/components/ui/form-failure";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { HttpError } from "@/lib/api-client";
import { useTimeZone } from "@/lib/time-zone";
import { useUser } from "@/lib/user";
import { useInvitationByToken } from "../api/team-reads";
import { useAnswerInvitation } from "../api/team-writes";
import { expiryText } from "../team-text";

export const ACCEPT_INVITATION_TITLE = "Team Invitation";

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link href={paths.teams} className={buttonVariants({ variant: "outline" })}>
          Go to Teams
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * The invitation e-mail's link (`/accept-invitation?team=…&token=…`, decision 062). Signed out, the app asks
 * to sign in or register first and comes back here. The token finds the invitation, and accepting sends it
 * too: it proves the address of an account that has not confirmed it yet.
 */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const invitation = useInvitationByToken(token);
  const answer = useAnswerInvitation();
  const email = useUser().data?.email ?? "";
  const timeZone = useTimeZone();
  const [, navigate] = useLocation();

  let body: ReactNode;
  if (token === "" || (invitation.error instanceof HttpError && invitation.error.status === 404)) {
    body = (
      <Notice title="This invitation link does not work">{TEAM_MESSAGES.invitationNotFound}. Ask for a new invitation.</Notice>
    );
  } else if (invitation.isPending) {
    body = <LoadingState label="Loading the invitation…" />;
  } else if (invitation.isError) {
    body = <ErrorState title="The invitation could not be loaded" onRetry={() => void invitation.refetch()} />;
  } else if (!invitation.data.forYou) {
    body = (
      <Notice title="This invitation is for someone else">
        {TEAM_MESSAGES.otherAccount} You are signed in as {email}.
      </Notice>
    );
  } else if (invitation.data.status === "expired") {
    body = <Notice title="This invitation has expired">{TEAM_MESSAGES.expired}</Notice>;
  } else if (invitation.data.status !== "pending") {
    body = (
      <Notice title={invitation.data.status === "accepted" ? "You are on this team" : "You declined this invitation"}>
        {TEAM_MESSAGES.notPending}.
      </Notice>
    );
  } else {
    const { id, teamName, inviterName, role, expiresAt } = invitation.data;
    const reply = (kind: "accept" | "decline") =>
      answer.mutate(
        { id, answer: kind, token },
        {
          onSuccess: () => {
            toast({ title: kind === "accept" ? TEAM_MESSAGES.accepted : TEAM_MESSAGES.declined });
            navigate(paths.teams, { replace: true });
          },
        },
      );
    body = (
      <Card>
        <CardHeader>
          <CardTitle>Join {teamName}?</CardTitle>
          <CardDescription>
            {inviterName} invited you as {role === "admin" ? "an Admin" : "a Member"}. {expiryText(expiresAt, timeZone)}. The team
            sees your activity figures (doors, appointments, deals), never your money, mileage or leads.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <FormFailure
            failure={answer.variables?.answer === "decline" ? TEAM_MESSAGES.declineFailed : TEAM_MESSAGES.acceptFailed}
            error={answer.error}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="lg" disabled={answer.isPending} onClick={() => reply("accept")}>
              {answer.isPending && answer.variables?.answer === "accept" ? "Joining…" : "Accept Invitation"}
            </Button>
            <Button size="lg" variant="outline" disabled={answer.isPending} onClick={() => reply("decline")}>
              Decline
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <Page className="mx-auto w-full max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight">{ACCEPT_INVITATION_TITLE}</h1>
      {body}
    </Page>
  );
}
