import { DEFAULT_INDUSTRY, INDUSTRY_TEMPLATES, type IndustryId, isIndustryId, kpiName } from "@measured/core";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChoiceCard } from "@/components/ui/choice-card";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useChangeIndustry } from "../api/change-industry";

/** Spec section 2, Change industry: pick one of the six templates and switch to it. */
export function ChangeIndustryPage({ industry }: { industry: string | null }) {
  const current: IndustryId = isIndustryId(industry) ? industry : DEFAULT_INDUSTRY;
  const currentTemplate = INDUSTRY_TEMPLATES[current];
  const [selected, setSelected] = useState<IndustryId | null>(null);
  const changeIndustry = useChangeIndustry();
  const [, navigate] = useLocation();
  const pending = changeIndustry.isPending;
  const canChange = selected !== null && selected !== current && !pending;

  const onChange = () => {
    if (selected === null) {
      toast({
        variant: "destructive",
        title: "Please select an industry",
        description: "You must select an industry template to continue.",
      });
      return;
    }
    if (canChange) changeIndustry.mutate(selected);
  };

  return (
    <div className="grid gap-4">
      <Button asChild variant="ghost" className="justify-self-start px-2">
        <Link href={paths.dashboard}>
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Change Industry Template</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Switching changes the metrics you track. Entries you already logged are kept.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardDescription>Current industry</CardDescription>
          <CardTitle>{currentTemplate.name}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">{currentTemplate.description}</p>
        </CardContent>
      </Card>

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-lg font-semibold">Industry templates</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {Object.values(INDUSTRY_TEMPLATES).map((template) => (
            <ChoiceCard
              key={template.id}
              type="radio"
              name="industry"
              value={template.id}
              checked={selected === template.id}
              disabled={pending}
              onChange={() => setSelected(template.id)}
              label={
                <>
                  {template.name}
                  {template.id === current ? <span className="ml-2 text-xs font-medium text-primary">(current)</span> : null}
                </>
              }
              description={
                <>
                  <span className="block">{template.description}</span>
                  <span className="mt-1 block text-xs">KPIs: {template.kpis.map(kpiName).join(", ")}</span>
                </>
              }
            />
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => navigate(paths.dashboard)} disabled={pending}>
          Cancel
        </Button>
        {/* aria-disabled rather than disabled, so a tap with nothing selected can say why. */}
        <Button aria-disabled={!canChange} className="aria-disabled:opacity-50" onClick={onChange}>
          {pending ? "Changing..." : "Change Industry"}
        </Button>
      </div>
    </div>
  );
}
