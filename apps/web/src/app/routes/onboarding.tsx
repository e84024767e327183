import type { PublicUser } from "@measured/core";
import { OnboardingPage } from "@/features/onboarding/components/onboarding-page";
import { LogOutButton } from "@/features/shell/components/log-out-button";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function OnboardingRoute({ user }: { user: PublicUser }) {
  useDocumentTitle("Set Up Your Account");
  return <OnboardingPage firstName={user.firstName} headerActions={<LogOutButton />} />;
}
