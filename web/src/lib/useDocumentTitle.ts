import { useEffect } from "react";

export const SITE_NAME = "Incident Watch Europe";

/** Names the browser tab after the page, so history and screen readers tell pages apart. */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = `${pageTitle} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [pageTitle]);
}
