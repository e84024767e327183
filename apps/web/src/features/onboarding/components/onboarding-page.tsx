import { zodResolver } from "@hookform/resolvers/zod";
import {
  ANALYTICS_IDS,
  type AnalyticsId,
  INDUSTRY_TEMPLATES,
  type IndustryId,
  type KpiKey,
  onboardingSchema,
} from "@measured/core";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { CenteredPage } from "@/components/layout/centered-page";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useCompleteOnboarding } from "../api/complete-onboarding";
import { IndustryStep } from "./industry-step";
import { MetricsStep } from "./metrics-step";
import { ProgressDots } from "./progress-dots";

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/**
 * Spec section 2, onboarding: step 1 the industry, step 2 metrics and analytics.
 * `headerActions`: the way out (Log out), given by the route.
 */
export function OnboardingPage({ firstName, headerActions }: { firstName: string | null; headerActions?: ReactNode }) {
  const [step, setStep] = useState<1 | 2>(1);
  const completeOnboarding = useCompleteOnboarding();
  const form = useForm({
    resolver: zodResolver(onboardingSchema),
    defaultValues: { industry: undefined, kpis: [], analytics: [...ANALYTICS_IDS] },
  });
  const industry = form.watch("industry");
  const kpis = form.watch("kpis") as KpiKey[];
  const analytics = form.watch("analytics") ?? [];
  const pending = completeOnboarding.isPending || completeOnboarding.isSuccess;

  const selectIndustry = (id: IndustryId) => {
    form.setValue("industry", id, { shouldValidate: true });
    // A new industry starts with all of its template's metrics selected.
    form.setValue("kpis", [...INDUSTRY_TEMPLATES[id].kpis]);
  };

  const onComplete = form.handleSubmit((values) => completeOnboarding.mutate(values));

  return (
    <CenteredPage wide headerActions={headerActions}>
      <Card>
        <CardHeader className="gap-3 text-center">
          <ProgressDots step={step} total={2} />
          <h1 className="text-2xl font-bold tracking-tight">{firstName ? `Welcome, ${firstName}!` : "Welcome to Measured!"}</h1>
          <p className="text-sm text-muted-foreground">Let's set up your account in two quick steps.</p>
        </CardHeader>
        <CardContent>
          {step === 1 || !industry ? (
            <IndustryStep industry={industry} onSelect={selectIndustry} onContinue={() => setStep(2)} />
          ) : (
            <form onSubmit={onComplete} noValidate>
              <MetricsStep
                industry={industry}
                kpis={kpis}
                analytics={analytics}
                pending={pending}
                onToggleKpi={(key) => form.setValue("kpis", toggle(kpis, key), { shouldValidate: true })}
                onToggleAnalytics={(id: AnalyticsId) => form.setValue("analytics", toggle(analytics, id))}
                onBack={() => setStep(1)}
              />
            </form>
          )}
        </CardContent>
      </Card>
    </CenteredPage>
  );
}
