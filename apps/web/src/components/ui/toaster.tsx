import { useEffect } from "react";
import { useLocation } from "wouter";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, dismissToastsLeftBehind, useToasts } from "./use-toast";

/** Renders the toast queue (one toast at most); mounted once at the root, inside the router. */
export function Toaster() {
  const toasts = useToasts();
  const [location] = useLocation();
  useEffect(() => {
    // Runs on every route change (and once on mount, when there is nothing to leave behind).
    void location;
    dismissToastsLeftBehind();
  }, [location]);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
