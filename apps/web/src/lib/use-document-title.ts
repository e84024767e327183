import { useEffect } from "react";

const PRODUCT_NAME = "Measured";

/** Sets the tab title as "<page> · Measured", or the bare product name for the home page. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT_NAME}` : `${PRODUCT_NAME}: What Gets Measured Gets Managed`;
  }, [page]);
}
