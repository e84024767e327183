import type { ReactNode } from "react";
import { Brand } from "./brand";

interface CenteredPageProps {
  children: ReactNode;
  wide?: boolean;
  /** Controls at the right end of the header (onboarding's Log out). */
  headerActions?: ReactNode;
}

/** A page with the brand on top and one centred column: sign-in helpers, errors, onboarding. */
export function CenteredPage({ children, wide = false, headerActions }: CenteredPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-card">
        <div className="mx-auto flex min-h-14 w-full max-w-5xl items-center justify-between gap-3 px-4">
          <Brand />
          {headerActions}
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
        <div className={wide ? "w-full max-w-2xl" : "w-full max-w-md"}>{children}</div>
      </main>
    </div>
  );
}
