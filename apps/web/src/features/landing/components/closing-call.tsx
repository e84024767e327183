import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function ClosingCall() {
  return (
    <section aria-labelledby="closing-title" className="bg-brand-surface text-brand-surface-foreground">
      <div className="mx-auto grid w-full max-w-3xl justify-items-center gap-4 px-4 py-12 text-center">
        <h2 id="closing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Start measuring what matters
        </h2>
        <p className="max-w-lg opacity-90">Doors, appointments, deals and dollars: see your whole day in one place.</p>
        <Button asChild size="lg" variant="outline" className="border-transparent text-primary hover:bg-card/90">
          <Link href={paths.signIn}>Sign In to Get Started</Link>
        </Button>
      </div>
    </section>
  );
}
