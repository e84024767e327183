import { RECEIPT_ACCEPT } from "@measured/core";
import { Camera, ImageUp, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "./entry-dialog";

interface ReceiptFieldProps {
  /** The photo chosen in this dialog, not sent yet. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The expense's photo already kept, if any. */
  savedUrl?: string | null;
  error?: string;
}

/**
 * Receipt photo (optional): the phone's camera, or a file; a preview of the chosen photo. It is sent
 * after the expense is saved (saveLedgerEntry).
 */
export function ReceiptField({ file, onChange, savedUrl = null, error }: ReceiptFieldProps) {
  const id = useId();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const choose = (files: FileList | null) => onChange(files?.[0] ?? null);

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-receipt` : undefined}>
      <legend className="mb-1 text-sm font-medium">Receipt photo (optional)</legend>
      {/* Two inputs: `capture` opens the camera at once on a phone, the other the files. */}
      <input
        ref={camera}
        type="file"
        accept={RECEIPT_ACCEPT}
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => choose(e.target.files)}
      />
      <input
        ref={picker}
        type="file"
        accept={RECEIPT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Receipt file"
        onChange={(e) => choose(e.target.files)}
      />
      {file && preview ? (
        <div className="flex items-center gap-3 rounded-lg border p-2">
          <img src={preview} alt="The receipt chosen" className="size-14 rounded object-cover" />
          <span className="min-w-0 flex-1 truncate text-sm">{file.name || "Photo"}</span>
          <Button type="button" variant="ghost" size="icon" aria-label="Remove the chosen photo" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : savedUrl ? (
        <a
          href={savedUrl}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          View the saved receipt
        </a>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={() => camera.current?.click()}>
          <Camera aria-hidden="true" />
          Take photo
        </Button>
        <Button type="button" variant="outline" onClick={() => picker.current?.click()}>
          <ImageUp aria-hidden="true" />
          {savedUrl || file ? "Replace" : "Choose file"}
        </Button>
      </div>
      <FieldMessage id={`${id}-receipt`} message={error} />
    </fieldset>
  );
}
