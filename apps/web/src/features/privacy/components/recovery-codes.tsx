import { Check, Copy, Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

const FILE_NAME = "measured-recovery-codes.txt";

/** The codes as a text file: a line of what they are for, then one code a line. */
function codesText(codes: readonly string[]): string {
  return ["Measured recovery codes. Each signs in once when your authenticator app is not at hand.", "", ...codes, ""].join("\n");
}

/**
 * Ten recovery codes, shown this once (only their SHA-256 is kept): the list, copy and download. Copying can be
 * refused by the browser (no permission, an insecure address); the codes stay on screen to write down.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const headingId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codesText(codes));
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([codesText(codes)], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    // After the click has started the download: revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        Recovery codes
      </h3>
      <p className="text-sm text-muted-foreground">
        Keep these somewhere safe. Each one signs you in once if your phone is lost. They are shown only now.
      </p>
      <ol
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border bg-muted/40 p-3 font-mono text-sm"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code} className="tabular-nums">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          {copied === "yes" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied === "yes" ? "Copied" : "Copy Codes"}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download Codes
        </Button>
      </div>
      <p className="text-sm text-destructive" role="status">
        {copied === "failed" ? "Your browser would not copy them. Download them or write them down." : ""}
      </p>
    </section>
  );
}
