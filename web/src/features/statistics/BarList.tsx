import { axisTicks } from "./chartScale";

export interface BarRow {
  label: string;
  count: number;
}

const WIDTH = 640;
const LABEL = 170;
const COUNT = 48;
const ROW = 26;

/** One horizontal bar a row, longest scaled to the nice top of the largest count, the count at its end. */
export function BarList({ rows, label, colour }: { rows: BarRow[]; label: string; colour: string }) {
  const { top } = axisTicks(Math.max(0, ...rows.map((row) => row.count)));
  const barSpace = WIDTH - LABEL - COUNT;
  const height = Math.max(rows.length, 1) * ROW;
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label}>
      {rows.map((row, index) => {
        const width = (row.count / top) * barSpace;
        const y = index * ROW;
        return (
          <g key={row.label}>
            <text className="chart__label" x={LABEL - 8} y={y + ROW / 2} dy="0.32em" textAnchor="end">
              {row.label}
            </text>
            {row.count > 0 && (
              <rect x={LABEL} y={y + 4} width={width} height={ROW - 8} fill={colour} rx={2} />
            )}
            <text className="chart__count" x={LABEL + width + 6} y={y + ROW / 2} dy="0.32em">
              {row.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
