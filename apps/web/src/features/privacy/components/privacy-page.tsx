import { DEMO_MESSAGES } from "@measured/core";
import { useState } from "react";
import { DataExportPanel } from "@/components/data-export/data-export-panel";
import { Page, PageHeader, PageSection } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/user";
import { AutoLogoutSection } from "./auto-logout-section";
import { ChangePasswordDialog } from "./change-password-dialog";
import { DataCollectionSection } from "./data-collection-section";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { TwoFactorSection } from "./two-factor-section";

/**
 * Privacy & Security (spec section 2), made real where the spec's were placeholders (issue 25):
 * Change Password and Delete Account (decision 064), auto logout and the data collection switches
 * (decision 069).
 */
export function PrivacyPage() {
  const user = useUser().data;
  const [dialog, setDialog] = useState<"password" | "delete" | null>(null);
  if (!user) return null;
  // Without a password of its own (made with Google, or a Try the demo account, decision 068) there is none to change.
  const noPasswordWhy =
    user.authProvider === "demo" ? DEMO_MESSAGES.noPassword : "This account signs in with Google, so it has no password here.";
  return (
    <Page className="max-w-2xl">
      <PageHeader
        title="Privacy & Security"
        description="Your password, how you stay signed in, what is recorded, and your account itself."
      />
      <PageSection
        title="Password"
        actions={
          user.hasPassword ? (
            <Button variant="outline" onClick={() => setDialog("password")}>
              Change Password
            </Button>
          ) : null
        }
      >
        <p className="text-sm text-muted-foreground">
          {user.hasPassword ? "Changing it signs you out on every other phone and computer." : noPasswordWhy}
        </p>
      </PageSection>
      <TwoFactorSection />
      <AutoLogoutSection />
      <DataCollectionSection />
      <PageSection title="Download My Data">
        <DataExportPanel label="Download My Data" />
      </PageSection>
      <PageSection
        title="Delete Account"
        actions={
          <Button variant="destructive" onClick={() => setDialog("delete")}>
            Delete Account
          </Button>
        }
      >
        <p className="text-sm text-muted-foreground">
          Deletes your account and everything in it for good: activity, leads, appointments, money and miles, receipts, goals and
          team memberships. A team you own passes to its longest-serving admin, or closes if it has none.
        </p>
      </PageSection>
      {dialog === "password" ? <ChangePasswordDialog onClose={() => setDialog(null)} /> : null}
      <DeleteAccountDialog open={dialog === "delete"} email={user.email} onClose={() => setDialog(null)} />
    </Page>
  );
}
