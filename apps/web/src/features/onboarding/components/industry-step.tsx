import { INDUSTRY_TEMPLATES, type IndustryId } from "@measured/core";
import { Button } from "@/components/ui/button";
import { ChoiceCard } from "@/components/ui/choice-card";

interface IndustryStepProps {
  industry: IndustryId | undefined;
  onSelect: (industry: IndustryId) => void;
  onContinue: () => void;
}

/** Step 1: choose one of the six industry templates. */
export function IndustryStep({ industry, onSelect, onContinue }: IndustryStepProps) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4">
        <h2 className="text-xl font-semibold">Choose your industry</h2>
        <p className="mt-1 text-sm text-muted-foreground">Your industry decides which metrics, labels and analytics you see.</p>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {Object.values(INDUSTRY_TEMPLATES).map((template) => (
          <ChoiceCard
            key={template.id}
            type="radio"
            name="industry"
            value={template.id}
            checked={industry === template.id}
            onChange={() => onSelect(template.id)}
            label={template.name}
            description={template.description}
          />
        ))}
      </div>
      {industry ? null : (
        <p className="text-sm text-muted-foreground" role="status">
          Please select your industry
        </p>
      )}
      <Button onClick={onContinue} disabled={!industry} className="w-full sm:justify-self-end sm:w-auto">
        Continue
      </Button>
    </fieldset>
  );
}
