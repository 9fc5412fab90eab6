import { Suspense, useState } from "react";
import { lazyWithTimeout } from "../../../app/lazyWithTimeout";
import type { ExplorerFilter } from "../filters/explorerUrl";
import { useT } from "../../../i18n";

// the dialog and its code come only when someone asks for them, never with the map's first load
const EmbedCodeDialog = lazyWithTimeout(() =>
  import("./EmbedCodeDialog").then((module) => ({ default: module.EmbedCodeDialog })),
);

/** The map's share control: a button that opens the `<iframe>` code of the map as it is now. */
export function EmbedShare({ filter }: { filter: ExplorerFilter }) {
  const t = useT("map");
  const [open, setOpen] = useState(false);
  return (
    <div className="map-share">
      <button
        type="button"
        className="button button--ghost map-share__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("map.share.title")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <EmbedCodeDialog filter={filter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
