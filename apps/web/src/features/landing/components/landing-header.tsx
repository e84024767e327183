import { Brand } from "@/components/layout/brand";

export function LandingHeader() {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex min-h-16 w-full max-w-6xl items-center px-4">
        <Brand subtitle="Contractor CRM Platform" />
      </div>
    </header>
  );
}
