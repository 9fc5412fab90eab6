import { useEffect, useMemo } from "react";

/** A blob: URL for a chosen file (a preview that never leaves the browser), revoked when it changes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
