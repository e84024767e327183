import type { ReactNode } from "react";
import { Brand } from "./brand";

/** The signed-in header on phones and tablets: product name, the user's role label and the account menu. */
export function AppHeader({ roleLabel, actions }: { roleLabel: string; actions: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80 lg:hidden">
      <div className="mx-auto flex min-h-14 w-full max-w-6xl items-center justify-between gap-3 px-4">
        <Brand subtitle={roleLabel} />
        <div className="flex shrink-0 items-center gap-1">{actions}</div>
      </div>
    </header>
  );
}
