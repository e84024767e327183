import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";

/** Export (spec section 2, with the summary cards): the year shown as CSV for the rep's accountant. */
export function ExportButton({ year }: { year: string }) {
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      // Loaded on the press: the screen's first JavaScript stays in its budget.
      const { exportFinanceYear } = await import("../api/export-year");
      await exportFinanceYear(year);
    } catch (error) {
      // The server's words when it gave some (an export already running), else ours.
      toast({
        variant: "destructive",
        title: serverMessage(error) ?? `Your ${year} records could not be exported. Please try again.`,
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="outline" disabled={exporting} title={`Download ${year} as a CSV file`} onClick={() => void download()}>
      <Download aria-hidden="true" />
      {exporting ? "Exporting…" : "Export"}
    </Button>
  );
}
