import { downloadFile } from "@/lib/download-file";

/** GET /api/export/expenses?year=: the tax year's expenses, mileage log, revenue and totals as CSV. */
export const exportFinanceYear = (year: string) =>
  downloadFile(`/api/export/expenses?year=${encodeURIComponent(year)}`, `measured-finances-${year}.csv`);
