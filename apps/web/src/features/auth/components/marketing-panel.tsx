import { Check } from "lucide-react";

const POINTS = [
  "Log doors, appointments and deals in seconds",
  "Follow every lead from first knock to install",
  "Track expenses and mileage for tax time",
  "Set goals and watch your progress",
];

/** The sign-in page's side panel; large screens only (spec section 2). */
export function MarketingPanel() {
  return (
    <aside
      aria-label="Why Measured"
      className="hidden flex-col justify-center gap-6 bg-brand-surface p-12 text-brand-surface-foreground lg:flex"
    >
      {/* Full-strength text: at 80% opacity white on the brand blue falls below 4.5:1 (axe color-contrast). */}
      <p className="text-sm font-semibold tracking-wide uppercase">Measured</p>
      <h2 className="text-4xl font-extrabold tracking-tight text-balance">What Gets Measured Gets Managed</h2>
      <p className="max-w-md text-lg opacity-90">Make everyday work simpler for 1099 contractors.</p>
      <ul className="grid gap-3">
        {POINTS.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <Check className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
