import { ChartColumn, type LucideIcon, Receipt, Target, UsersRound } from "lucide-react";

/** The four features of spec section 1. */
const FEATURES: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "KPI Tracking",
    description: "Track appointments, sales and your own custom metrics every day.",
    icon: ChartColumn,
  },
  {
    title: "Expense & Mileage Management",
    description: "Log expenses and business miles, then export them for tax time.",
    icon: Receipt,
  },
  {
    title: "Client CRM",
    description: "Keep contacts, deal status and follow-up reminders in one place.",
    icon: UsersRound,
  },
  {
    title: "Goal Setting",
    description: "Set goals and watch progress indicators fill up as you work.",
    icon: Target,
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-title" className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="features-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Everything you need in the field
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
