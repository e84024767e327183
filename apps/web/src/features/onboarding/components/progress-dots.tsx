import { cn } from "@/lib/cn";

export function ProgressDots({ step, total }: { step: number; total: number }) {
  return (
    <div className="flex items-center justify-center gap-2" role="img" aria-label={`Step ${step} of ${total}`}>
      {Array.from({ length: total }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positional and never reorder.
          key={i}
          className={cn(
            "h-2.5 rounded-full transition-all",
            i + 1 === step ? "w-8 bg-primary" : i + 1 < step ? "w-2.5 bg-primary" : "w-2.5 bg-input",
          )}
        />
      ))}
    </div>
  );
}
