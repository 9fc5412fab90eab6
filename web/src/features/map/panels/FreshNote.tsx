import { T, useT } from "../../../i18n";

/** "N new since you opened the map", with a button that moves the map to them; nothing while there are none. */
export function FreshNote({ count, onShow }: { count: number; onShow(): void }) {
  const t = useT("map");
  return (
    <p className="fresh-note" role="status" aria-live="polite">
      {count > 0 && (
        <>
          <T
            ns="map"
            id="map.fresh"
            values={{ count }}
            components={{ count: <span data-testid="fresh-count" /> }}
          />{" "}
          <button type="button" className="fresh-note__show" onClick={onShow}>
            {t("map.fresh.show", { count })}
          </button>
        </>
      )}
    </p>
  );
}
