/** How a marker looks: pure rules of spec §9, shared by the map layers and their tests. */
export type MarkerKind = "russian" | "chinese" | "mixed";

export const MARKER_COLORS = {
  russian: "#ef4444",
  chinese: "#facc15",
} as const;

/** Cluster marker diameter in CSS pixels: 40, 50 from 10 events, 60 from 50, 70 from 100. */
export function clusterSize(count: number): number {
  if (count >= 100) return 70;
  if (count >= 50) return 60;
  if (count >= 10) return 50;
  return 40;
}

/** Red when every event is Russian, gold when every one is Chinese, mixed (gradient + warning) otherwise. */
export function markerKind(russian: number, chinese: number): MarkerKind {
  if (chinese === 0) return "russian";
  if (russian === 0) return "chinese";
  return "mixed";
}

/** The count printed on a cluster; large counts are shortened to stay inside the circle. */
export function clusterLabel(count: number): string {
  if (count < 10_000) return String(count);
  return `${Math.floor(count / 1000)}k`;
}
