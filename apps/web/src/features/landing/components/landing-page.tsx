import { ClosingCall } from "./closing-call";
import { Features } from "./features";
import { Hero } from "./hero";
import { LandingHeader } from "./landing-header";
import { PreviewSection } from "./preview-section";

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="flex-1">
        <Hero />
        <PreviewSection />
        <Features />
        <ClosingCall />
      </main>
      <footer className="border-t bg-card py-6 text-center text-sm text-muted-foreground">
        Measured · What Gets Measured Gets Managed
      </footer>
    </div>
  );
}
