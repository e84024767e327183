import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

/**
 * The page pattern every signed-in screen reuses (decision 020):
 *
 *   <Page>
 *     <PageHeader title="Pipeline" description="Leads by stage" action={<Button>New Lead</Button>} />
 *     <PageSection title="Recent Appointments">…</PageSection>
 *   </Page>
 *
 * `action` is the one primary action (right of the title; under it on a phone); `actions` holds
 * the secondary controls (a menu, a period control) placed before it. States inside a section or
 * in place of it: LoadingState, ErrorState (a human sentence and "Try again", never "500: …") and
 * EmptyState from page-state.tsx. Page widths come from the shell (one column on phones, up to
 * 72rem from 1,024 px); lay out columns inside a section with a grid.
 */
export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("grid gap-6 lg:gap-8", className)}>{children}</div>;
}

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** The page's one primary action. */
  action?: ReactNode;
  /** Secondary controls, before the primary action. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, action, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
      <div className="grid min-w-0 gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action || actions ? (
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {action}
        </div>
      ) : null}
    </div>
  );
}

interface PageSectionProps {
  title: string;
  description?: ReactNode;
  /** Controls for this section only (a toggle, a "View all" link). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** 3 for a section inside another (the dashboard's Today holds Follow-ups due). */
  level?: 2 | 3;
}

/** A titled part of a page: a region named by its heading. */
export function PageSection({ title, description, actions, children, className, level = 2 }: PageSectionProps) {
  const headingId = useId();
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={headingId} className={cn("grid gap-3", className)}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-0.5">
          <Heading id={headingId} className={cn("font-semibold tracking-tight", level === 3 ? "text-base" : "text-lg")}>
            {title}
          </Heading>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
