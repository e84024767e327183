import { type DataExport, dataExportSchema, type LatestDataExport, latestDataExportSchema } from "@measured/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { downloadFile } from "@/lib/download-file";

export const latestDataExportKey = ["/api/user/exports/latest"] as const;
/** How often a queued or running export's progress is asked for. */
export const DATA_EXPORT_POLL_MS = 1000;

const building = (e: DataExport | null | undefined) => e?.status === "queued" || e?.status === "running";

/** GET /api/user/exports/latest, asked again every second while the archive is being built. */
export function useLatestDataExport() {
  return useQuery(
    queryOptions({
      queryKey: latestDataExportKey,
      queryFn: ({ signal }) => apiJson("GET", "/api/user/exports/latest", latestDataExportSchema, { signal }),
      refetchInterval: (query) => (building(query.state.data?.export) ? DATA_EXPORT_POLL_MS : false),
    }),
  );
}

/** POST /api/user/exports: starts an archive, or answers the one already being built. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson("POST", "/api/user/exports", dataExportSchema),
    onSuccess: (started) => queryClient.setQueryData<LatestDataExport>(latestDataExportKey, { export: started }),
  });
}

/** The finished archive, to the browser's downloads. */
export const downloadDataExport = (id: number) => downloadFile(`/api/user/exports/${id}/download`, "measured-data.zip");
