import { Suspense, useState } from "react";
import { lazyWithTimeout } from "../../../app/lazyWithTimeout";
import { useT } from "../../../i18n";
import type { ExplorerFilter } from "../filters/explorerUrl";
import type { BBox } from "../worker/clusterIndex";

// the form, its texts and its calls come only when asked for: the map's first load carries this button
const SaveSearchDialog = lazyWithTimeout(() =>
  import("../../saved-searches").then((module) => ({ default: module.SaveSearchDialog })),
);

/** "Save this search": the map's filter (and, if wished, the area in view) saved with its alerts. */
export function SaveSearchButton({ filter, area }: { filter: ExplorerFilter; area: BBox | null }) {
  const t = useT("map");
  const [open, setOpen] = useState(false);
  return (
    <section className="map-save-search" aria-label={t("map.saveSearch")}>
      {open ? (
        <Suspense fallback={<p role="status">{t("map.saveSearch.loading")}</p>}>
          <SaveSearchDialog filter={filter} area={area} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          {t("map.saveSearch")}
        </button>
      )}
    </section>
  );
}
