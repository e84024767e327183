import { Mail, MapPin, MessageSquare, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { mapsUrl } from "@/lib/maps-url";

interface ContactActionsProps {
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
}

/** What a `tel:`/`sms:` link may carry: digits and a leading +, without the spaces and brackets a rep types. */
function dialable(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
}

function Action({ href, label, children, external }: { href: string; label: string; children: ReactNode; external?: boolean }) {
  return (
    <a
      href={href}
      aria-label={label}
      title={label}
      className={cn(buttonVariants({ variant: "outline", size: "icon" }), "text-primary")}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}

/** One tap to call, text, e-mail or find the lead (issue 11, "In the field"); only for what the lead has. */
export function ContactActions({ name, phone, email, address }: ContactActionsProps) {
  const number = phone ? dialable(phone) : "";
  const mail = email?.trim() ?? "";
  const place = address?.trim() ?? "";
  if (!number && !mail && !place) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {number ? (
        <>
          <Action href={`tel:${number}`} label={`Call ${name}`}>
            <Phone aria-hidden="true" />
          </Action>
          <Action href={`sms:${number}`} label={`Text ${name}`}>
            <MessageSquare aria-hidden="true" />
          </Action>
        </>
      ) : null}
      {mail ? (
        <Action href={`mailto:${encodeURIComponent(mail).replace("%40", "@")}`} label={`E-mail ${name}`}>
          <Mail aria-hidden="true" />
        </Action>
      ) : null}
      {place ? (
        <Action href={mapsUrl(place)} label={`Open ${name}'s address in Maps`} external>
          <MapPin aria-hidden="true" />
        </Action>
      ) : null}
    </div>
  );
}
