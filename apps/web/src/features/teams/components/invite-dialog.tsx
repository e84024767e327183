import {
  type CreateInvitationInput,
  createInvitationSchema,
  type InvitationRole,
  invitationText,
  TEAM_MESSAGES,
  type Team,
} from "@measured/core";
import { MessageSquareText } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { DialogForm, DialogHeading, SubmitFooter } from "@/components/ui/dialog-form";
import { FormFailure } from "@/components/ui/form-failure";
import { EmailField, PhoneField, SelectField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors } from "@/lib/api-client";
import { checkBody, type FieldMessages, pickServerMessages } from "@/lib/form-check";
import { useUser } from "@/lib/user";
import { type SentInvitation, useSendInvitation } from "../api/team-writes";
import { INVITATION_ROLE_OPTIONS, personName, smsHref } from "../team-text";

const FIELDS = ["email", "phone", "role"] as const;

/**
 * Invite (spec section 2): Email Address, Phone Number (Optional, for SMS), Role, Send Email Invite. The
 * e-mail carries a single-use link; with a phone, the answer's link goes into a text message the phone's
 * own app opens (`sms:`), offered once the invitation exists. An admin may invite members only (decision 062).
 */
export function InviteDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const [values, setValues] = useState({ email: "", phone: "", role: "member" as InvitationRole });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [sent, setSent] = useState<{ invitation: SentInvitation; phone: string } | null>(null);
  const send = useSendInvitation();
  const user = useUser().data;
  const roles = team.role === "owner" ? INVITATION_ROLE_OPTIONS : INVITATION_ROLE_OPTIONS.filter((r) => r.value === "member");

  const submit = () => {
    const body: CreateInvitationInput = { email: values.email.trim(), phone: values.phone, role: values.role, teamId: team.id };
    const problems = checkBody(createInvitationSchema, body) ?? {};
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    send.mutate(body, {
      onSuccess: (invitation) => {
        toast({ title: TEAM_MESSAGES.invitationSent, description: `${team.name}: ${invitation.inviteeEmail}` });
        if (values.phone.trim()) setSent({ invitation, phone: values.phone.trim() });
        else onClose();
      },
      onError: (error) => setErrors(pickServerMessages(serverFieldErrors(error), FIELDS)),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeading
          title={`Invite to ${team.name}`}
          description="They get an e-mail with a link that works once for 7 days. The team sees their activity figures, never their money or leads."
        />
        {sent ? (
          <div className="grid gap-4">
            <p className="text-sm" role="status">
              The e-mail is on its way to <span className="font-medium break-all">{sent.invitation.inviteeEmail}</span>. Send the
              link by text too:
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Done
              </Button>
              <a
                className={buttonVariants({ size: "lg" })}
                href={smsHref(
                  sent.phone,
                  invitationText({
                    inviterName: user ? personName(user) : "A teammate",
                    teamName: team.name,
                    link: sent.invitation.link,
                  }),
                )}
              >
                <MessageSquareText aria-hidden="true" />
                Send Text Invite
              </a>
            </DialogFooter>
          </div>
        ) : (
          <DialogForm
            label={`Invite to ${team.name}`}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <EmailField
              label="Email Address"
              placeholder="rep@example.com"
              value={values.email}
              error={errors.email}
              onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
            />
            <PhoneField
              label="Phone Number (Optional, for SMS)"
              value={values.phone}
              error={errors.phone}
              onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
            />
            <SelectField
              label="Role"
              options={roles}
              value={values.role}
              error={errors.role}
              onChange={(e) => setValues((v) => ({ ...v, role: e.target.value as InvitationRole }))}
            />
            <FormFailure failure={TEAM_MESSAGES.invitationFailed} error={send.error} />
            <SubmitFooter label="Send Email Invite" pending={send.isPending} />
          </DialogForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
