import { SettingsPage } from "@/features/settings/components/settings-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function SettingsRoute() {
  useDocumentTitle("Settings");
  return <SettingsPage />;
}
