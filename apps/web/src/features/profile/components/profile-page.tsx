import {
  DEMO_MESSAGES,
  INDUSTRY_IDS,
  INDUSTRY_TEMPLATES,
  type IndustryId,
  PROFILE_MESSAGES,
  type Profile,
  updateProfileSchema,
} from "@measured/core";
import { useState } from "react";
import { Link } from "wouter";
import { Page, PageHeader, PageSection } from "@/components/layout/page";
import { ErrorState, LoadingState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { serverFieldErrors } from "@/lib/api-client";
import { checkBody, type FieldMessages, pickServerMessages } from "@/lib/form-check";
import { useUser } from "@/lib/user";
import { useProfile, useSaveProfile } from "../api/profile";
import { ChangeEmailDialog } from "./change-email-dialog";
import { PhotoSection } from "./photo-section";

const industryName = (industry: string | null) =>
  INDUSTRY_IDS.includes(industry as IndustryId) ? INDUSTRY_TEMPLATES[industry as IndustryId].name : "Not chosen yet";

/**
 * Profile (spec section 2): photo, first name, last name, e-mail and industry, with Edit Profile, Save
 * Changes that saves for real and Cancel (issue 25; the spec's Save made no call, decision 063). The
 * photo is cut to a square the rep chooses (decision 070); the e-mail changes by a link to the new
 * address; the industry on its own screen.
 */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <Page className="max-w-2xl">
      <PageHeader title="Profile" description="Your name and how Measured reaches you." />
      {profile.isPending ? (
        <LoadingState label="Loading your profile…" />
      ) : profile.isError ? (
        <ErrorState title="Your profile could not be loaded" onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <PhotoSection />
          <NamesSection profile={profile.data} />
          <EmailSection profile={profile.data} />
          <PageSection title="Industry">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm">{industryName(profile.data.industry)}</p>
              <Button asChild variant="outline">
                <Link to={paths.changeIndustry}>Change Industry Template</Link>
              </Button>
            </div>
          </PageSection>
        </>
      )}
    </Page>
  );
}

function NamesSection({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState(profile.firstName ?? "");
  const [lastName, setLastName] = useState(profile.lastName ?? "");
  const [errors, setErrors] = useState<FieldMessages>({});
  const save = useSaveProfile();

  const startEditing = () => {
    setFirstName(profile.firstName ?? "");
    setLastName(profile.lastName ?? "");
    setErrors({});
    save.reset();
    setEditing(true);
  };
  const submit = () => {
    const body = { firstName, lastName };
    const problems = checkBody(updateProfileSchema, body) ?? {};
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: PROFILE_MESSAGES.saved });
        setEditing(false);
      },
      onError: (error) => setErrors(pickServerMessages(serverFieldErrors(error), ["firstName", "lastName"])),
    });
  };

  if (!editing)
    return (
      <PageSection
        title="Name"
        actions={
          <Button variant="outline" onClick={startEditing}>
            Edit Profile
          </Button>
        }
      >
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail term="First name" value={profile.firstName} />
          <Detail term="Last name" value={profile.lastName} />
        </dl>
      </PageSection>
    );
  return (
    <PageSection title="Name">
      <form
        aria-label="Edit Profile"
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="First name"
            autoComplete="given-name"
            value={firstName}
            error={errors.firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <FormField
            label="Last name"
            autoComplete="family-name"
            value={lastName}
            error={errors.lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <FormFailure failure={PROFILE_MESSAGES.saveFailed} error={Object.keys(errors).length > 0 ? null : save.error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setEditing(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save Changes"}
          </Button>
        </div>
      </form>
    </PageSection>
  );
}

function EmailSection({ profile }: { profile: Profile }) {
  const [changing, setChanging] = useState(false);
  // A change needs the current password: an account made with Google, or a Try the demo account
  // (decision 068), has none, and is told why.
  const hasPassword = useUser().data?.hasPassword ?? true;
  const byDemo = profile.authProvider === "demo";
  return (
    <PageSection
      title="Email"
      actions={
        hasPassword ? (
          <Button variant="outline" onClick={() => setChanging(true)}>
            Change Email
          </Button>
        ) : null
      }
    >
      <p className="text-sm break-all">{profile.email}</p>
      {profile.pendingEmail ? (
        <p className="mt-2 text-sm text-muted-foreground break-words" role="status">
          Waiting for you to open the link sent to <span className="font-medium text-foreground">{profile.pendingEmail}</span>.
          Until then you sign in with {profile.email}.
        </p>
      ) : null}
      {hasPassword ? null : (
        <p className="mt-2 text-sm text-muted-foreground">{byDemo ? DEMO_MESSAGES.noPassword : PROFILE_MESSAGES.googleAccount}</p>
      )}
      {changing ? <ChangeEmailDialog current={profile.email} onClose={() => setChanging(false)} /> : null}
    </PageSection>
  );
}

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{value || "Not given"}</dd>
    </div>
  );
}
