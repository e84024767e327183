import { type ReceivedInvitation, TEAM_MESSAGES } from "@measured/core";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormFailure } from "@/components/ui/form-failure";
import { toast } from "@/components/ui/use-toast";
import { useTimeZone } from "@/lib/time-zone";
import { useAnswerInvitation } from "../api/team-writes";
import { expiryText } from "../team-text";

/** Pending Invitations (spec section 2): each with its team, who asks, the role, the expiry, Accept and Decline. */
export function PendingInvitations({ invitations }: { invitations: readonly ReceivedInvitation[] }) {
  const answer = useAnswerInvitation();
  const timeZone = useTimeZone();
  const answering = answer.isPending ? answer.variables : undefined;
  const failed = answer.isError ? answer.variables : undefined;
  // The list empties as the answer lands and this card goes with it: a mutate() callback would never run,
  // so the toast follows the promise. A failure is shown in the card (spec section 8: no error toast).
  const reply = (id: number, kind: "accept" | "decline") =>
    answer.mutateAsync({ id, answer: kind }).then(
      () => toast({ title: kind === "accept" ? TEAM_MESSAGES.accepted : TEAM_MESSAGES.declined }),
      () => undefined,
    );

  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <Card data-testid="received-invitation">
            <CardContent className="grid gap-3 pt-4 sm:pt-5">
              <div className="grid gap-1">
                <h3 className="font-semibold break-words">{invitation.teamName}</h3>
                <p className="text-sm text-muted-foreground">
                  {invitation.inviterName} invited you as {invitation.role === "admin" ? "an Admin" : "a Member"}.{" "}
                  {expiryText(invitation.expiresAt, timeZone)}.
                </p>
              </div>
              {failed?.id === invitation.id ? (
                <FormFailure
                  failure={failed.answer === "accept" ? TEAM_MESSAGES.acceptFailed : TEAM_MESSAGES.declineFailed}
                  error={answer.error}
                />
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  disabled={answering !== undefined}
                  aria-label={`Accept invitation to ${invitation.teamName}`}
                  onClick={() => void reply(invitation.id, "accept")}
                >
                  {answering?.id === invitation.id && answering.answer === "accept" ? "Accepting…" : "Accept"}
                </Button>
                <Button
                  variant="outline"
                  disabled={answering !== undefined}
                  aria-label={`Decline invitation to ${invitation.teamName}`}
                  onClick={() => void reply(invitation.id, "decline")}
                >
                  {answering?.id === invitation.id && answering.answer === "decline" ? "Declining…" : "Decline"}
                </Button>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
