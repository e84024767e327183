import { INDUSTRY_TEMPLATES, kpiName } from "@measured/core";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** The six real templates from core, each with its KPI names. */
export function IndustryTemplates() {
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {Object.values(INDUSTRY_TEMPLATES).map((template) => (
          <li key={template.id} className="grid gap-1 rounded-lg border p-3">
            <span className="text-sm font-semibold">{template.name}</span>
            <span className="text-xs text-muted-foreground">{template.kpis.map(kpiName).join(", ")}</span>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="justify-self-start">
        <Link href={paths.changeIndustry}>Change Industry Template</Link>
      </Button>
    </div>
  );
}
