import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { TryDemoButton } from "./try-demo-button";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto grid w-full max-w-3xl justify-items-center gap-5 px-4 py-12 text-center sm:py-20">
        <p className="rounded-full bg-card px-3 py-1 text-xs font-semibold tracking-wide text-primary uppercase shadow-sm">
          For 1099 contractors and field reps
        </p>
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          What Gets Measured Gets Managed
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground text-pretty">
          Our mission: make everyday work simpler for 1099 contractors.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            {/* A newcomer's way in: the sign-in page opens on its Register tab. */}
            <Link href={`${paths.signIn}?tab=register`}>Get Started Today</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={paths.signIn}>Sign In</Link>
          </Button>
          <TryDemoButton />
        </div>
        <p className="text-sm text-muted-foreground">
          Try the Demo opens a sample solar rep&apos;s account at once, no sign-up; it is removed after a day.
        </p>
      </div>
    </section>
  );
}
