import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import { typeBadge } from "../../../lib/eventFormat";
import { useEventWords } from "../../../lib/useEventWords";
import type { BBox } from "../worker/clusterIndex";
import type { ListRow } from "../worker/clusterProtocol";
import type { Clusters } from "../worker/useClusters";
import { useRowDetails } from "./useRowDetails";
import { visibleWindow } from "./visibleWindow";
import { KIND_LABELS, useT } from "../../../i18n";

const ROW_HEIGHT = 64;
const OVERSCAN = 4;

/**
 * The incidents in view, newest first, as a list that renders only the rows on screen (there may be
 * 100,000). Rows come from the clustering worker; titles load for the rows shown. One row at a time is in
 * the tab order (with the link to its incident's page); the arrow keys, Page Up/Down, Home and End move
 * between rows, Enter opens the popup.
 */
export function IncidentListPanel({
  id: panelId,
  hidden,
  clusters,
  visible,
  total,
  version,
  onHover,
  onOpen,
}: {
  id: string;
  hidden: boolean;
  clusters: Clusters;
  visible: BBox | null;
  total: number | null;
  /** changes whenever the filter or the view does: the rows are fetched anew */
  version: string;
  onHover(row: ListRow | null): void;
  onOpen(row: ListRow, from: HTMLElement): void;
}) {
  const t = useT("app", "map");
  const words = useEventWords();
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(400);
  const [rows, setRows] = useState<{ version: string; start: number; rows: ListRow[] }>({
    version: "",
    start: 0,
    rows: [],
  });
  const [active, setActive] = useState(0);
  const focusActive = useRef(false);
  const count = total ?? 0;
  const [first, last] = visibleWindow(scrollTop, height, ROW_HEIGHT, count, OVERSCAN);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // a new filter or view starts the list from its top
  const [listed, setListed] = useState(version);
  if (listed !== version) {
    setListed(version);
    setActive(0);
    setScrollTop(0);
  }
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [version]);

  const { rows: fetchRows, setListRows, state } = clusters;
  useEffect(() => setListRows(Math.ceil(height / ROW_HEIGHT) + OVERSCAN), [height, setListRows]);
  // the rows at the top come with the map's answer, so a filter redraws both at once; others are asked for
  const top = state.status === "ready" ? state.top : null;
  const fromTop =
    first === 0 && top?.key === version && top.rows.length >= last
      ? { version, start: 0, rows: top.rows.slice(0, last) }
      : null;
  const haveTop = fromTop !== null;
  useEffect(() => {
    if (!visible || count === 0 || haveTop) return undefined;
    let cancelled = false;
    void fetchRows(visible, first, last - first).then((answer) => {
      if (!cancelled) setRows({ version, start: first, rows: answer.rows });
    });
    return () => {
      cancelled = true;
    };
  }, [fetchRows, visible, version, first, last, count, haveTop]);

  useEffect(() => {
    if (!focusActive.current) return;
    const button = scroller.current?.querySelector<HTMLButtonElement>(`[data-position="${active}"]`);
    if (button) {
      focusActive.current = false;
      button.focus();
    }
  });

  const moveTo = (position: number) => {
    const next = Math.max(0, Math.min(count - 1, position));
    setActive(next);
    focusActive.current = true;
    const element = scroller.current;
    if (!element) return;
    const top = next * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight)
      element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + page,
      PageUp: active - page,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const shown = fromTop ?? (rows.version === version ? rows : { start: 0, rows: [] });
  const details = useRowDetails(shown.rows.map((row) => row.id));
  // one row is always in the tab order: the active one, or the first drawn when it has scrolled away
  const activeInList =
    active >= shown.start && active < shown.start + shown.rows.length ? active : shown.start;
  return (
    <section
      id={panelId}
      className="incident-panel"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      hidden={hidden}
      data-over-map
    >
      <h2 id={`${id}-title`} className="explorer__heading">
        {total !== null ? t("map.inView.titleCount", { count: total }) : t("map.inView.title")}
      </h2>
      <div
        className="incident-panel__scroller"
        ref={scroller}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={onKeyDown}
        onMouseLeave={() => onHover(null)}
      >
        {count === 0 ? (
          <p className="incident-panel__empty">{total === null ? t("app.loading") : t("map.inView.none")}</p>
        ) : (
          <ul
            className="incident-panel__list"
            style={{ height: count * ROW_HEIGHT }}
            aria-label={t("map.inView.label")}
          >
            {shown.rows.map((row, offset) => {
              const position = shown.start + offset;
              const loaded = details.has(row.id);
              const detail = details.get(row.id);
              const title = loaded ? (detail?.title ?? t("map.incident", { id: row.id })) : null;
              // a month or a year is shown as such once the row's details say how well its day is known
              const day = row.date && loaded ? words.incidentDate(row.date, detail?.timePrecision) : null;
              const place = detail && words.placeLine({ ...detail, country: row.country });
              return (
                <li
                  key={row.id}
                  className="incident-panel__item"
                  style={{ top: position * ROW_HEIGHT, height: ROW_HEIGHT }}
                  aria-setsize={count}
                  aria-posinset={position + 1}
                >
                  <button
                    type="button"
                    className="incident-panel__row"
                    data-position={position}
                    data-id={row.id}
                    tabIndex={position === activeInList ? 0 : -1}
                    onFocus={() => {
                      setActive(position);
                      onHover(row);
                    }}
                    onBlur={() => onHover(null)}
                    onMouseEnter={() => onHover(row)}
                    onClick={(event) => onOpen(row, event.currentTarget)}
                  >
                    <span className={`type-badge type-badge--${row.type}`} title={words.typeName(row.type)}>
                      {typeBadge(row.type)}
                    </span>
                    <span className="incident-panel__text">
                      <span className="incident-panel__title">{title ?? t("app.loading")}</span>
                      <span className="incident-panel__meta">
                        {day && <time dateTime={row.date!}>{day}</time>}
                        {" · "}
                        {t(KIND_LABELS[row.kind])}
                        {place ? ` · ${place}` : row.country ? ` · ${row.country}` : ""}
                        {detail?.discussion?.postCount
                          ? ` · ${t("map.discussion", { count: detail.discussion.postCount })}`
                          : ""}
                      </span>
                    </span>
                  </button>
                  <Link
                    className="incident-panel__page"
                    to={`/incident/${row.id}`}
                    tabIndex={position === activeInList ? 0 : -1}
                    onFocus={() => setActive(position)}
                  >
                    <span aria-hidden="true">→</span>
                    <span className="visually-hidden">
                      {t("map.incidentPage", { title: title ?? t("map.incident", { id: row.id }) })}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
