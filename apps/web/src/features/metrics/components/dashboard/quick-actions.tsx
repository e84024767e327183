import { ClipboardPenLine, Eraser, ListOrdered } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useCleanupDuplicates } from "../../api/cleanup-duplicates";

export function QuickActions() {
  const cleanup = useCleanupDuplicates();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-3">
        <Button asChild variant="outline">
          <Link href={paths.dailyInput}>
            <ClipboardPenLine aria-hidden="true" />
            Daily Input
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.customizeMetrics}>
            <ListOrdered aria-hidden="true" />
            Customize Metrics
          </Link>
        </Button>
        <Button variant="outline" disabled={cleanup.isPending} onClick={() => cleanup.mutate()}>
          <Eraser aria-hidden="true" />
          {cleanup.isPending ? "Cleaning…" : "Clean Duplicates"}
        </Button>
      </CardContent>
    </Card>
  );
}
