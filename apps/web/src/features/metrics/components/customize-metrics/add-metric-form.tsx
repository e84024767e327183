import { zodResolver } from "@hookform/resolvers/zod";
import { createKpiDefinitionSchema, DAILY_METRICS_CATEGORY, KPI_UNITS } from "@measured/core";
import { type ComponentProps, useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { HttpError, serverFieldErrors, serverMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useCreateKpiDefinition } from "../../api/create-kpi-definition";

const addMetricSchema = createKpiDefinitionSchema.pick({ name: true, category: true, unit: true });
type AddMetricField = "name" | "category" | "unit";

const CATEGORIES = [
  { value: DAILY_METRICS_CATEGORY, label: "Daily metrics" },
  { value: "activity", label: "Activity" },
  { value: "appointments", label: "Appointments" },
  { value: "sales", label: "Sales" },
  { value: "custom", label: "Custom" },
] as const;

const UNIT_LABELS: Record<(typeof KPI_UNITS)[number], string> = {
  count: "Count",
  hours: "Hours",
  dollars: "Dollars",
  percent: "Percent",
  miles: "Miles",
};

function Select({ label, error, className, ...props }: ComponentProps<"select"> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className={cn(
          "min-h-11 w-full rounded-lg border border-input bg-card px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1",
          className,
        )}
        {...props}
      />
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}

/** Adds a custom metric (POST /api/kpi-definitions); a taken name shows under the field. */
export function AddMetricForm() {
  const create = useCreateKpiDefinition();
  const form = useForm({
    resolver: zodResolver(addMetricSchema),
    defaultValues: { name: "", category: DAILY_METRICS_CATEGORY, unit: "count" as const },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (definition) => {
        toast({ title: "Metric added", description: `${definition.name} is now one of your metrics.` });
        form.reset();
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        const fields: AddMetricField[] = ["name", "category", "unit"];
        let shown = false;
        for (const field of fields) {
          const message = fieldErrors[field]?.[0];
          if (message) {
            form.setError(field, { message });
            shown = true;
          }
        }
        if (error instanceof HttpError && error.status === 409) {
          form.setError("name", { message: serverMessage(error) ?? "A metric with this name already exists" });
          shown = true;
        }
        if (!shown) toast({ variant: "destructive", title: "Failed to add metric", description: serverMessage(error) });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-3 sm:items-start" aria-label="Add a new metric">
      <FormField label="Metric name" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <Select label="Category" error={errors.category?.message} {...form.register("category")}>
        {CATEGORIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Select>
      <Select label="Unit" error={errors.unit?.message} {...form.register("unit")}>
        {KPI_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {UNIT_LABELS[unit]}
          </option>
        ))}
      </Select>
      <Button type="submit" disabled={create.isPending} className="sm:col-span-3 sm:justify-self-end">
        {create.isPending ? "Adding…" : "Add Metric"}
      </Button>
    </form>
  );
}
