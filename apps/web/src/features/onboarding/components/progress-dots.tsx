import { cn } from "@/lib/cn";

export function ProgressDots({ step, total }: { step: number; total: number }) {
  return (
    <div className="flex items-center justify-center gap-2" role="img" aria-label={`Step ${step} of ${total}`}>
      {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
        <span
          key={`step-${n}`}
          className={cn(
            "h-2.5 rounded-full transition-all",
            n === step ? "w-8 bg-primary" : n < step ? "w-2.5 bg-primary" : "w-2.5 bg-input",
          )}
        />
      ))}
    </div>
  );
}
