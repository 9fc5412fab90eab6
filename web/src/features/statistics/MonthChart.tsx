import { useT } from "../../i18n";
import { axisTicks, labelledIndexes, type Bin } from "./chartScale";

const WIDTH = 720;
const HEIGHT = 260;
const LEFT = 44;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 36;
/** Room a label below the axis needs, in the chart's own units. */
const LABEL_WIDTH = 64;

export const ATTRIBUTION_COLOURS = { russian: "#ef4444", chinese: "#facc15" } as const;

/** Incidents per period as bars, Russian below and Chinese stacked on top, with a whole-number axis. */
export function MonthChart({ bins, label }: { bins: Bin[]; label: string }) {
  const t = useT("statistics");
  const { top, ticks } = axisTicks(Math.max(0, ...bins.map((bin) => bin.russian + bin.chinese)));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const band = plotWidth / Math.max(bins.length, 1);
  const barWidth = Math.max(1, Math.min(band * 0.8, 48));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const labelled = new Set(labelledIndexes(bins.length, LABEL_WIDTH / band));
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {ticks.map((tick) => (
        <g key={tick} className="chart__tick">
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} />
          <text x={LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {bins.map((bin, index) => {
        const x = LEFT + index * band + (band - barWidth) / 2;
        const total = bin.russian + bin.chinese;
        return (
          <g key={bin.start} data-bin={bin.label}>
            <title>
              {t("statistics.barTitle", { label: bin.label, russian: bin.russian, chinese: bin.chinese })}
            </title>
            {bin.russian > 0 && (
              <rect
                x={x}
                width={barWidth}
                y={y(bin.russian)}
                height={y(0) - y(bin.russian)}
                fill={ATTRIBUTION_COLOURS.russian}
              />
            )}
            {bin.chinese > 0 && (
              <rect
                x={x}
                width={barWidth}
                y={y(total)}
                height={y(bin.russian) - y(total)}
                fill={ATTRIBUTION_COLOURS.chinese}
              />
            )}
            {labelled.has(index) && (
              <text
                className="chart__label"
                x={x + barWidth / 2}
                y={HEIGHT - BOTTOM + 18}
                textAnchor="middle"
              >
                {bin.label}
              </text>
            )}
          </g>
        );
      })}
      <line className="chart__axis" x1={LEFT} x2={WIDTH - RIGHT} y1={y(0)} y2={y(0)} />
    </svg>
  );
}
