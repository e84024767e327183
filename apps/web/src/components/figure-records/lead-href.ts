import { paths } from "@/config/paths";

/** Where a lead opens: the leads page, at that lead (decision 047). */
export const leadHref = (id: number) => `${paths.clients}?lead=${id}`;
