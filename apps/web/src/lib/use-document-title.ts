import { useEffect } from "react";

const PRODUCT_NAME = "Measured";

/** The tab title: "<page> · Measured", or the product name and motto for the home page. */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : `${PRODUCT_NAME}: What Gets Measured Gets Managed`;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
