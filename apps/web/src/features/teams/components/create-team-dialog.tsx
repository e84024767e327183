import { createTeamSchema, TEAM_MESSAGES } from "@measured/core";
import { useState } from "react";
import { FormDialog, SubmitFooter } from "@/components/ui/dialog-form";
import { FormFailure } from "@/components/ui/form-failure";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors } from "@/lib/api-client";
import { checkBody, type FieldMessages, pickServerMessages } from "@/lib/form-check";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useCreateTeam } from "../api/team-writes";

/** Create Team (spec sections 2 and 5): Team Name, required after trimming, and Description (Optional). */
export function CreateTeamDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<FieldMessages>({});
  const create = useCreateTeam();
  const keyFor = useIdempotencyKey();

  const submit = () => {
    const body = { name, description };
    const problems = checkBody(createTeamSchema, body) ?? {};
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    create.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: () => {
          toast({ title: TEAM_MESSAGES.created });
          onClose();
        },
        onError: (error) => setErrors(pickServerMessages(serverFieldErrors(error), ["name", "description"])),
      },
    );
  };

  return (
    <FormDialog
      title="Create Team"
      description="Name the team; you can invite people to it next."
      onClose={onClose}
      onSubmit={submit}
    >
      <FormField
        label="Team Name"
        autoComplete="off"
        placeholder="e.g. West Valley Solar"
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <FormField
        label="Description (Optional)"
        autoComplete="off"
        value={description}
        error={errors.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <FormFailure failure={TEAM_MESSAGES.createFailed} error={create.error} />
      <SubmitFooter label="Create Team" pending={create.isPending} />
    </FormDialog>
  );
}
