import { type DataExport, dataExportPercent } from "@measured/core";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { serverMessage } from "@/lib/api-client";
import { downloadDataExport, useLatestDataExport, useStartDataExport } from "./api/data-exports";

const megabytes = (bytes: number) => `${Math.max(0.1, Math.round(bytes / 100_000) / 10)} MB`;
const until = (iso: string) => new Date(iso).toLocaleString(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });

/**
 * Export All Data (Settings) and Download My Data (Privacy & Security), issue 25: one button that starts an
 * archive of everything the rep owns, its progress while the server builds it, and a Download button once it
 * is ready (kept for a day). The latest archive is shown when the page opens, so leaving and coming back
 * finds it.
 */
export function DataExportPanel({ label }: { label: string }) {
  const latest = useLatestDataExport();
  const start = useStartDataExport();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const current = latest.data?.export ?? null;
  const expired = current?.expiresAt ? Date.parse(current.expiresAt) <= Date.now() : false;
  const building = current?.status === "queued" || current?.status === "running";

  const download = async (id: number) => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await downloadDataExport(id);
    } catch (error) {
      setDownloadError(serverMessage(error) ?? "The download failed. Please try again.");
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="grid gap-3" data-testid="data-export">
      <p className="text-sm text-muted-foreground">
        A ZIP file of everything in your account: every record as JSON and as CSV (one file per kind), your receipt photos and
        profile photo. It is prepared on our servers; large accounts take a minute or two.
      </p>
      <div>
        <Button
          variant="outline"
          disabled={start.isPending || building}
          onClick={() => {
            setDownloadError(null);
            start.mutate();
          }}
        >
          {label}
        </Button>
      </div>
      {start.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(start.error) ?? "The export could not be started. Please try again."}
        </p>
      ) : null}
      {current && building ? <Progress current={current} /> : null}
      {current?.status === "done" && !expired && current.expiresAt ? (
        <div className="flex flex-wrap items-center gap-3" role="status">
          <span className="text-sm">
            Your data is ready ({megabytes(current.byteSize)}), until {until(current.expiresAt)}.
          </span>
          <Button disabled={downloading} onClick={() => void download(current.id)}>
            {downloading ? "Downloading…" : "Download"}
          </Button>
        </div>
      ) : null}
      {current?.status === "failed" && !start.isPending ? (
        <p role="alert" className="text-sm text-destructive">
          {current.error ?? "The export could not be finished. Please try again."}
        </p>
      ) : null}
      {downloadError ? (
        <p role="alert" className="text-sm text-destructive">
          {downloadError}
        </p>
      ) : null}
    </div>
  );
}

function Progress({ current }: { current: DataExport }) {
  const percent = dataExportPercent(current);
  const text =
    current.status === "queued"
      ? "Waiting to start…"
      : `Preparing your data… ${current.doneRows} of ${current.totalRows} records`;
  return (
    <div className="grid gap-1.5" role="status">
      <div
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-sm text-muted-foreground">{text}</span>
    </div>
  );
}
