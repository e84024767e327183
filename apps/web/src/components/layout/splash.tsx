import { Brand } from "./brand";

/** Shown while the current user is fetched (spec section 2, routing by session state). */
export function Splash() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6" role="status" aria-live="polite">
      <Brand />
      <span
        className="size-8 animate-spin rounded-full border-4 border-primary-soft border-t-primary motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">Loading Measured…</span>
    </div>
  );
}
