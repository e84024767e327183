import { zodResolver } from "@hookform/resolvers/zod";
import { LEAD_NAMES_REQUIRED, leadDialogSchema } from "@measured/core";
import { CalendarPlus } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { LeadAppointments } from "@/components/appointments/lead-appointments";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmailField, FormField, PhoneField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors } from "@/lib/api-client";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { CLIENT_STATUSES, type Client, type LeadDialogInput, type LeadDialogValues } from "../api/client-schema";
import { useCreateClient } from "../api/create-client";
import { useIsSolarLike } from "../api/get-tracked-metrics";
import { useUpdateClient } from "../api/update-client";
import { LeadFlagFields } from "./lead-flag-fields";
import { leadFormValues } from "./lead-form-values";

const STATUS_LABELS: Record<string, string> = {
  lead: "Lead",
  prospect: "Prospect",
  customer: "Customer",
  closed: "Closed",
};

/** The usual statuses, and a lead's own when it is another (an imported one), so an edit keeps it. */
function statusChoices(lead: Client | null): string[] {
  const usual: string[] = [...CLIENT_STATUSES];
  return lead && !usual.includes(lead.status) ? [...usual, lead.status] : usual;
}

/** The dialog's values the rep changed (react-hook-form's dirty fields), as the API names them. */
function changedFields(values: LeadDialogValues, dirty: Partial<Record<keyof LeadDialogInput, unknown>>) {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => Boolean(dirty[field as keyof LeadDialogInput])),
  ) as Partial<LeadDialogValues>;
}

const fieldClass =
  "w-full rounded-lg border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1";

interface LeadDialogProps {
  /** The lead to edit; null adds a new one. */
  lead: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Book an appointment on the lead being edited (decision 041): the page closes this dialog and opens that one. */
  onBook?: (lead: Client) => void;
}

/** The Add/Edit Lead dialog (spec sections 2 and 5): every field and flag; names required after trimming. */
export function LeadDialog({ lead, open, onOpenChange, onBook }: LeadDialogProps) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const solar = useIsSolarLike();
  const keyFor = useIdempotencyKey();
  const ids = { status: useId(), notes: useId(), names: useId() };
  const form = useForm<LeadDialogInput, unknown, LeadDialogValues>({
    resolver: zodResolver(leadDialogSchema),
    defaultValues: leadFormValues(lead),
  });
  const { errors, dirtyFields } = form.formState;

  // Each opening starts from the lead as it is now (or blank).
  useEffect(() => {
    if (open) form.reset(leadFormValues(lead));
  }, [open, lead, form]);

  const [firstName, lastName] = form.watch(["firstName", "lastName"]);
  const namesMissing = !firstName.trim() || !lastName.trim();
  const showNamesMessage = namesMissing && Boolean(dirtyFields.firstName || dirtyFields.lastName);
  // Points the name inputs at the message, without hiding a field's own error (FormField's describedby).
  const namesHint = showNamesMessage && !errors.firstName && !errors.lastName ? { "aria-describedby": ids.names } : {};
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
          <DialogDescription>First and last name are required; everything else is optional.</DialogDescription>
        </DialogHeader>
        {lead && onBook ? (
          <Button variant="outline" className="justify-self-start" onClick={() => onBook(lead)}>
            <CalendarPlus aria-hidden="true" />
            Book appointment
          </Button>
        ) : null}
        {lead ? <LeadAppointments clientId={lead.id} /> : null}
        <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={title}>
          <div className="grid gap-3 lg:grid-cols-2">
            <FormField
              label="First name"
              autoComplete="off"
              {...namesHint}
              error={errors.firstName?.message}
              {...form.register("firstName")}
            />
            <FormField
              label="Last name"
              autoComplete="off"
              {...namesHint}
              error={errors.lastName?.message}
              {...form.register("lastName")}
            />
            {showNamesMessage && !errors.firstName && !errors.lastName ? (
              <p id={ids.names} className="text-sm text-destructive lg:col-span-2" role="status">
                {LEAD_NAMES_REQUIRED}
              </p>
            ) : null}
            <PhoneField error={errors.phone?.message} {...form.register("phone")} />
            <EmailField label="E-mail" error={errors.email?.message} {...form.register("email")} />
            <div className="lg:col-span-2">
              <FormField label="Address" autoComplete="off" error={errors.address?.message} {...form.register("address")} />
            </div>
            <FormField
              label="Lead source"
              autoComplete="off"
              error={errors.leadSource?.message}
              {...form.register("leadSource")}
            />
            <div className="grid gap-1.5">
              <Label htmlFor={ids.status}>Status</Label>
              <select id={ids.status} className={`${fieldClass} min-h-11`} {...form.register("status")}>
                {statusChoices(lead).map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status] ?? status}
                  </option>
                ))}
              </select>
            </div>
            <FormField
              label="Next follow-up"
              type="date"
              error={errors.nextFollowUpDate?.message}
              {...form.register("nextFollowUpDate", { setValueAs: (v: string | null) => v || null })}
            />
            <div className="grid gap-1.5 lg:col-span-2">
              <Label htmlFor={ids.notes}>Notes</Label>
              <textarea id={ids.notes} rows={3} className={`${fieldClass} py-2`} {...form.register("notes")} />
              {errors.notes?.message ? <p className="text-sm text-destructive">{errors.notes.message}</p> : null}
            </div>
          </div>
          <LeadFlagFields solar={solar} register={form.register} />
          {/* Kept in view while the fields scroll: flush with the dialog's edges, over its bottom padding. */}
          <DialogFooter className="sticky -bottom-5 -mx-5 -mb-5 border-t bg-card px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={namesMissing || pending}>
              {pending ? "Saving…" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
