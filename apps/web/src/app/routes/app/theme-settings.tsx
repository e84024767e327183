import { ThemeSettingsPage } from "@/features/settings/components/theme-settings-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ThemeSettingsRoute() {
  useDocumentTitle("Theme & Display");
  return <ThemeSettingsPage />;
}
