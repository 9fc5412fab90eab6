import { MONTH_NAMES } from "@incident-watch/schema";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { dateOfDay, dayOfDate, monthDays, monthLabel, monthOfDay } from "../data/pointData";
import { MARKER_COLORS } from "../layers/clusterStyle";
import type { Histogram } from "../worker/selectPoints";
import { useFormat, useT } from "../../../i18n";

/** The timeline's words in a language; English (and its month names) unless the page gives others. */
export interface TimelineWords {
  /** A month's name and year (months since January 1970): "March 2024". */
  month(month: number): string;
  /** A month's short name under the bars (0 = January): "Mar". */
  shortMonth(monthOfYear: number): string;
  /** "3 incidents (2 Russian, 1 Chinese)", "0 incidents". */
  counts(russian: number, chinese: number): string;
}

const ENGLISH: TimelineWords = {
  month: (month) => `${MONTH_NAMES[month % 12]} ${1970 + Math.floor(month / 12)}`,
  shortMonth: (monthOfYear) => MONTH_NAMES[monthOfYear]!.slice(0, 3),
  counts(russian, chinese) {
    const total = russian + chinese;
    const count = `${total} ${total === 1 ? "incident" : "incidents"}`;
    return total === 0 ? count : `${count} (${russian} Russian, ${chinese} Chinese)`;
  },
};

export function monthName(month: number, words: TimelineWords = ENGLISH): string {
  return words.month(month);
}

/**
 * The months named under the bars: every one while there is room for three letters each, else every
 * third or sixth; past twelve years the year row alone is enough. `quarter` months stay on a phone.
 */
export function monthTicks(
  startMonth: number,
  months: number,
  words: TimelineWords = ENGLISH,
): { index: number; label: string; quarter: boolean }[] {
  const step = months <= 36 ? 1 : months <= 72 ? 3 : months <= 144 ? 6 : 0;
  const ticks = [];
  for (let index = 0; step > 0 && index < months; index++) {
    const month = (startMonth + index) % 12;
    if (month % step === 0) ticks.push({ index, label: words.shortMonth(month), quarter: month % 3 === 0 });
  }
  return ticks;
}

/** "March 2024: 3 incidents (2 Russian, 1 Chinese)", what hovering a month or focusing a handle shows. */
export function monthSummary(histogram: Histogram, index: number, words: TimelineWords = ENGLISH): string {
  const russian = histogram.russian[index] ?? 0;
  const chinese = histogram.chinese[index] ?? 0;
  return `${words.month(histogram.startMonth + index)}: ${words.counts(russian, chinese)}`;
}

/** The timeline's words in the page's language: month names from Intl, counts with plural forms. */
function useTimelineWords(): TimelineWords {
  const t = useT("map");
  const format = useFormat();
  const day = (month: number) => new Date(Date.UTC(1970, month, 1));
  return {
    month: (month) => format.date(day(month), { month: "long", year: "numeric", timeZone: "UTC" }),
    shortMonth: (monthOfYear) => format.date(day(monthOfYear), { month: "short", timeZone: "UTC" }),
    counts: (russian, chinese) =>
      russian + chinese === 0
        ? t("map.timeline.none")
        : t("map.timeline.counts", { count: russian + chinese, russian, chinese }),
  };
}

/** The chosen months as bin positions: a date range becomes the months that hold its ends. */
export function rangeOfDates(histogram: Histogram, from: string | null, to: string | null): [number, number] {
  const last = histogram.russian.length - 1;
  const position = (date: string | null, fallback: number) => {
    const day = date ? dayOfDate(date) : null;
    if (day === null) return fallback;
    return Math.min(last, Math.max(0, monthOfDay(day) - histogram.startMonth));
  };
  return [position(from, 0), position(to, last)];
}

/** Bin positions back to dates: the whole range is no filter at all. */
export function datesOfRange(
  histogram: Histogram,
  start: number,
  end: number,
): [string | null, string | null] {
  const last = histogram.russian.length - 1;
  return [
    start <= 0 ? null : dateOfDay(monthDays(histogram.startMonth + start)[0]),
    end >= last ? null : dateOfDay(monthDays(histogram.startMonth + end)[1]),
  ];
}

const HEIGHT = 64;

/**
 * Incidents per month under the map, Russian and Chinese stacked, with a range to drag (or move with
 * the arrow keys) that filters the map by date.
 */
export function Timeline({
  histogram,
  from,
  to,
  onChange,
}: {
  histogram: Histogram;
  from: string | null;
  to: string | null;
  /** `replace` while a drag goes on: only its first step is a new history entry */
  onChange(from: string | null, to: string | null, replace: boolean): void;
}) {
  const t = useT("map");
  const words = useTimelineWords();
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ handle: "start" | "end"; moved: boolean } | null>(null);
  // the month under the pointer, or the focused handle's: its count shows above the bars
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<"start" | "end" | null>(null);
  const months = histogram.russian.length;
  if (months === 0) return null;
  const [start, end] = rangeOfDates(histogram, from, to);
  const totals = histogram.russian.map((russian, index) => russian + histogram.chinese[index]!);
  const highest = Math.max(1, ...totals);
  const width = 100 / months;

  const set = (nextStart: number, nextEnd: number, replace: boolean) => {
    const clampedStart = Math.max(0, Math.min(nextStart, months - 1));
    const clampedEnd = Math.max(clampedStart, Math.min(nextEnd, months - 1));
    if (clampedStart === start && clampedEnd === end) return;
    const [nextFrom, nextTo] = datesOfRange(histogram, clampedStart, clampedEnd);
    onChange(nextFrom, nextTo, replace);
  };

  const binAt = (clientX: number) => {
    const box = track.current!.getBoundingClientRect();
    return Math.floor(((clientX - box.left) / box.width) * months);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const bin = binAt(event.clientX);
    // the nearer end follows the pointer
    const handle = Math.abs(bin - start) <= Math.abs(bin - end) ? "start" : "end";
    drag.current = { handle, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    move(bin);
  };
  const move = (bin: number) => {
    const current = drag.current;
    if (!current) return;
    const replace = current.moved;
    current.moved = true;
    if (current.handle === "start") set(Math.min(bin, end), end, replace);
    else set(start, Math.max(bin, start), replace);
  };

  const onKey = (handle: "start" | "end") => (event: KeyboardEvent<HTMLDivElement>) => {
    const value = handle === "start" ? start : end;
    const steps: Record<string, number> = {
      ArrowLeft: value - 1,
      ArrowDown: value - 1,
      ArrowRight: value + 1,
      ArrowUp: value + 1,
      PageDown: value - 12,
      PageUp: value + 12,
      Home: handle === "start" ? 0 : start,
      End: handle === "end" ? months - 1 : end,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (handle === "start") set(Math.min(next, end), end, false);
    else set(start, Math.max(next, start), false);
  };

  const firstYear = Math.ceil(histogram.startMonth / 12);
  const years: number[] = [];
  for (let month = firstYear * 12; month < histogram.startMonth + months; month += 12) years.push(month);
  const tipped = hovered ?? (focused === "start" ? start : focused === "end" ? end : null);
  const chosenTotal = totals.slice(start, end + 1).reduce((sum, value) => sum + value, 0);

  return (
    <section className="timeline" aria-label={t("map.timeline.label")}>
      <div
        className="timeline__track"
        ref={track}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => {
          const bin = Math.max(0, Math.min(months - 1, binAt(event.clientX)));
          setHovered(bin);
          if (drag.current) move(bin);
        }}
        onPointerLeave={() => setHovered(null)}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        {tipped !== null && (
          <div
            className="timeline__tip"
            aria-hidden="true"
            style={{ left: `${Math.min(85, Math.max(15, (tipped + 0.5) * width))}%` }}
          >
            {monthSummary(histogram, tipped, words)}
          </div>
        )}
        <svg
          className="timeline__chart"
          viewBox={`0 0 100 ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t("map.timeline.chosen", {
            count: chosenTotal,
            from: words.month(histogram.startMonth + start),
            to: words.month(histogram.startMonth + end),
          })}
        >
          {totals.map((total, index) => {
            const russian = (histogram.russian[index]! / highest) * (HEIGHT - 4);
            const chinese = (histogram.chinese[index]! / highest) * (HEIGHT - 4);
            const outside = index < start || index > end;
            return (
              <g key={index} opacity={outside ? 0.25 : 1}>
                <title>{`${monthLabel(histogram.startMonth + index)}: ${t("map.timeline.bar", { russian: histogram.russian[index]!, chinese: histogram.chinese[index]! })}`}</title>
                <rect
                  x={index * width + width * 0.1}
                  width={width * 0.8}
                  y={HEIGHT - russian}
                  height={russian}
                  fill={MARKER_COLORS.russian}
                />
                <rect
                  x={index * width + width * 0.1}
                  width={width * 0.8}
                  y={HEIGHT - russian - chinese}
                  height={chinese}
                  fill={MARKER_COLORS.chinese}
                />
                {total === 0 && (
                  <rect x={index * width} width={width} y={HEIGHT - 1} height={1} fill="#263349" />
                )}
              </g>
            );
          })}
        </svg>
        <div
          className="timeline__selection"
          style={{ left: `${start * width}%`, width: `${(end - start + 1) * width}%` }}
          aria-hidden="true"
        />
        {(["start", "end"] as const).map((handle) => {
          const value = handle === "start" ? start : end;
          return (
            <div
              key={handle}
              className={`timeline__handle timeline__handle--${handle}`}
              style={{ left: `${(handle === "start" ? value : value + 1) * width}%` }}
              role="slider"
              tabIndex={0}
              aria-label={handle === "start" ? t("map.timeline.first") : t("map.timeline.last")}
              aria-valuemin={handle === "start" ? 0 : start}
              aria-valuemax={handle === "start" ? end : months - 1}
              aria-valuenow={value}
              aria-valuetext={monthSummary(histogram, value, words)}
              onKeyDown={onKey(handle)}
              onFocus={() => setFocused(handle)}
              onBlur={() => setFocused(null)}
            />
          );
        })}
      </div>
      <div className="timeline__months" aria-hidden="true">
        {monthTicks(histogram.startMonth, months, words).map((tick) => (
          <span
            key={tick.index}
            className={tick.quarter ? "timeline__month--quarter" : undefined}
            style={{ left: `${(tick.index + 0.5) * width}%` }}
          >
            {tick.label}
          </span>
        ))}
      </div>
      <div className="timeline__years" aria-hidden="true">
        {years.map((month) => (
          <span key={month} style={{ left: `${(month - histogram.startMonth) * width}%` }}>
            {1970 + month / 12}
          </span>
        ))}
      </div>
    </section>
  );
}
