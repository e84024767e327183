import { PROFILE_PHOTO_MESSAGES } from "@measured/core";
import { useEffect, useId, useState } from "react";
import Cropper from "react-easy-crop";
import { FormDialog, SubmitFooter } from "@/components/ui/dialog-form";
import { FormFailure } from "@/components/ui/form-failure";
import { toast } from "@/components/ui/use-toast";
import { useSaveProfilePhoto } from "../api/profile-photo";
import { type CropArea, squareCrop } from "../lib/photo-crop";

interface PhotoCropDialogProps {
  file: File;
  onClose: () => void;
}

/**
 * Change Photo's second step: the picked photo under a square the rep drags and zooms; the file goes
 * as it is with the square's pixels, and the server cuts and shrinks it (decision 070).
 */
export function PhotoCropDialog({ file, onClose }: PhotoCropDialogProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const zoomId = useId();
  const save = useSaveProfilePhoto();

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const submit = () => {
    if (!area || !natural) return;
    save.mutate(
      { file, crop: squareCrop(area, natural) },
      {
        onSuccess: () => {
          toast({ title: PROFILE_PHOTO_MESSAGES.saved });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title="Change Photo"
      description="Drag the photo and zoom until your face fills the circle."
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="relative aspect-square w-full overflow-hidden rounded-lg bg-muted">
        {url ? (
          <Cropper
            image={url}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            mediaProps={{ alt: "Chosen for your profile", onError: () => setUnreadable(true) }}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percent, pixels) => setArea(pixels)}
            onMediaLoaded={(media) => setNatural({ width: media.naturalWidth, height: media.naturalHeight })}
          />
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={zoomId} className="text-sm font-medium">
          Zoom
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="accent-primary"
        />
      </div>
      {unreadable ? (
        <p role="alert" className="text-sm text-destructive">
          {PROFILE_PHOTO_MESSAGES.notAPhoto}
        </p>
      ) : null}
      <FormFailure failure="The photo could not be saved" error={save.error} />
      <SubmitFooter label="Save Photo" pending={save.isPending} disabled={!area || !natural} />
    </FormDialog>
  );
}
