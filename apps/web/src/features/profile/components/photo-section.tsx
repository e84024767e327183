import { PROFILE_PHOTO_ACCEPT, PROFILE_PHOTO_MESSAGES, profilePhotoFileProblem } from "@measured/core";
import { useRef, useState } from "react";
import { PageSection } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useUser } from "@/lib/user";
import { useRemoveProfilePhoto } from "../api/profile-photo";
import { PhotoCropDialog } from "./photo-crop-dialog";

/** Profile's photo (issue 25): shown as in the header menu, changed through a square crop, or removed. */
export function PhotoSection() {
  const user = useUser().data;
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useRemoveProfilePhoto();
  if (!user) return null;

  const choose = (picked: File | undefined) => {
    if (picker.current) picker.current.value = "";
    if (!picked) return;
    const wrong = profilePhotoFileProblem(picked);
    setProblem(wrong);
    if (!wrong) setFile(picked);
  };

  return (
    <PageSection title="Photo">
      <div className="flex flex-wrap items-center gap-4">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt={[user.firstName, user.lastName].filter(Boolean).join(" ") || user.email}
            className="size-20 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-full bg-primary-soft text-sm text-primary">
            No photo
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={picker}
            type="file"
            accept={PROFILE_PHOTO_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Photo file"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Button variant="outline" onClick={() => picker.current?.click()}>
            Change Photo
          </Button>
          {user.profileImageUrl ? (
            <Button
              variant="ghost"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast({ title: PROFILE_PHOTO_MESSAGES.removed }),
                  onError: () => toast({ variant: "destructive", title: "The photo could not be removed" }),
                })
              }
            >
              Remove Photo
            </Button>
          ) : null}
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {file ? <PhotoCropDialog file={file} onClose={() => setFile(null)} /> : null}
    </PageSection>
  );
}
