import { zodResolver } from "@hookform/resolvers/zod";
import { LEAD_FIRST_NAME_REQUIRED, LEAD_FLAG_NAMES, type LeadFlags, leadDialogSchema, leadsPageStatus } from "@measured/core";
import { CalendarPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { LeadAppointments } from "@/components/appointments/lead-appointments";
import { LeadFields } from "@/components/lead/lead-fields";
import { leadFieldsProps } from "@/components/lead/lead-fields-props";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, NotesField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors } from "@/lib/api-client";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import type { Client, LeadDialogInput, LeadDialogValues } from "../api/client-schema";
import { useCreateClient } from "../api/create-client";
import { useIsSolarLike } from "../api/get-tracked-metrics";
import { useUpdateClient } from "../api/update-client";
import { LeadFlagFields } from "./lead-flag-fields";
import { leadFormValues } from "./lead-form-values";
import { LeadStatusBadge } from "./lead-status-badge";

/** The dialog's values the rep changed (react-hook-form's dirty fields), as the API names them. */
function changedFields(values: LeadDialogValues, dirty: Partial<Record<keyof LeadDialogInput, unknown>>) {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => Boolean(dirty[field as keyof LeadDialogInput])),
  ) as Partial<LeadDialogValues>;
}

interface LeadDialogProps {
  /** The lead to edit; null adds a new one. */
  lead: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Book an appointment on the lead being edited (decision 041): the page closes this dialog and opens that one. */
  onBook?: (lead: Client) => void;
}

/**
 * The Add/Edit Lead dialog (spec sections 2 and 5): the one lead form (a first name alone is a lead,
 * decision 040), then source, follow-up, notes and every flag. The status is the badge's, worked out
 * from the flags as they are ticked; there is no status to pick (decision 040).
 */
export function LeadDialog({ lead, open, onOpenChange, onBook }: LeadDialogProps) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const solar = useIsSolarLike();
  const keyFor = useIdempotencyKey();
  const form = useForm<LeadDialogInput, unknown, LeadDialogValues>({
    resolver: zodResolver(leadDialogSchema),
    defaultValues: leadFormValues(lead),
  });
  const { errors, dirtyFields } = form.formState;

  // Each opening starts from the lead as it is now (or blank).
  useEffect(() => {
    if (open) form.reset(leadFormValues(lead));
  }, [open, lead, form]);

  const nameMissing = !form.watch("firstName").trim();
  // Said under First Name once it has been typed in and left blank (Save waits for it).
  const firstNameError =
    errors.firstName?.message ?? (nameMissing && dirtyFields.firstName ? LEAD_FIRST_NAME_REQUIRED : undefined);
  const flagValues = form.watch([...LEAD_FLAG_NAMES]);
  const flags = Object.fromEntries(LEAD_FLAG_NAMES.map((name, i) => [name, Boolean(flagValues[i])])) as LeadFlags;
  const pending = create.isPending || update.isPending;

  const formRef = useRef<HTMLFormElement>(null);
  /**
   * The first refused field, and the message under it, brought to the middle of the dialog: focusing
   * a field that is already partly on screen does not scroll, so one low in the dialog kept its
   * message behind the sticky Save bar and Save seemed to do nothing (phone, found trying it as a rep).
   */
  const showFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: "center" }));

  const showServerErrors = (error: unknown) => {
    for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
      if (field in leadFormValues(null) && messages[0]) form.setError(field as keyof LeadDialogInput, { message: messages[0] });
    }
    showFirstProblem();
  };

  const onSubmit = form.handleSubmit((input) => {
    const done = () => onOpenChange(false);
    if (lead) {
      const changes = changedFields(input, dirtyFields);
      // Nothing changed: nothing to send.
      if (Object.keys(changes).length === 0) return done();
      update.mutate(
        { id: lead.id, changes, idempotencyKey: keyFor({ id: lead.id, input: changes }) },
        {
          onSuccess: () => {
            toast({ title: "Client updated successfully!" });
            done();
          },
          onError: (error) => {
            showServerErrors(error);
            toast({ variant: "destructive", title: "Failed to update client. Please try again." });
          },
        },
      );
    } else {
      create.mutate(
        { input, idempotencyKey: keyFor({ id: null, input }) },
        {
          onSuccess: () => {
            toast({ title: "Client created successfully!" });
            done();
          },
          onError: (error) => {
            showServerErrors(error);
            toast({ variant: "destructive", title: "Failed to create client. Please try again." });
          },
        },
      );
    }
  }, showFirstProblem);

  const title = lead ? "Edit Lead" : "Add Lead";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md lg:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>A first name is enough; everything else is optional.</DialogDescription>
        </DialogHeader>
        {lead && onBook ? (
          <Button variant="outline" className="justify-self-start" onClick={() => onBook(lead)}>
            <CalendarPlus aria-hidden="true" />
            Book appointment
          </Button>
        ) : null}
        {lead ? <LeadAppointments clientId={lead.id} /> : null}
        <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={title}>
          <LeadFields
            {...leadFieldsProps(form, ["firstName", "lastName", "address", "phone", "email"], { firstName: firstNameError })}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              label="Lead source"
              autoComplete="off"
              error={errors.leadSource?.message}
              {...form.register("leadSource")}
            />
            <FormField
              label="Next follow-up"
              type="date"
              error={errors.nextFollowUpDate?.message}
              {...form.register("nextFollowUpDate", { setValueAs: (v: string | null) => v || null })}
            />
          </div>
          <NotesField error={errors.notes?.message} {...form.register("notes")} />
          <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
            <span className="font-medium">Status</span>
            <LeadStatusBadge status={leadsPageStatus(flags)} />
            <span className="text-muted-foreground">follows the boxes you tick below.</span>
          </p>
          <LeadFlagFields solar={solar} register={form.register} />
          {/* Kept in view while the fields scroll: flush with the dialog's edges, over its bottom padding. */}
          <DialogFooter className="sticky -bottom-5 -mx-5 -mb-5 border-t bg-card px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={nameMissing || pending}>
              {pending ? "Saving…" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
