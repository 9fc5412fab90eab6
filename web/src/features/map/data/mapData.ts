import { assertMapPoints, type MapPoints } from "./mapPoints";

/**
 * The map page's first request, as a GraphQL GET: visitors share one compressed answer per state of the
 * data, revalidated by its ETag. Above MAP_CLUSTER_THRESHOLD incidents the answer has no points and the
 * map asks the server for clusters instead.
 */
export const MAP_DATA_QUERY =
  "query MapData{mapData{mode count points{ids types kinds countries places days coordinates}}}";

export const MAP_DATA_URL = `/graphql?operationName=MapData&query=${encodeURIComponent(MAP_DATA_QUERY)}`;

/** What the first request tells the worker: every point, or to ask the server for clusters. */
export type MapStart =
  { mode: "points"; count: number; points: MapPoints } | { mode: "clusters"; count: number };

/** The mapData answer checked: a malformed one (or an error) is refused rather than drawn. */
export function mapStartOf(body: unknown): MapStart {
  const answer = body as {
    data?: { mapData?: { mode?: unknown; count?: unknown; points?: unknown } | null };
  };
  const data = answer?.data?.mapData;
  if (!data || typeof data.count !== "number") {
    const errors = (body as { errors?: { message?: string }[] })?.errors;
    throw new Error(errors?.[0]?.message ?? "The map data is malformed");
  }
  if (data.mode === "clusters") return { mode: "clusters", count: data.count };
  assertMapPoints(data.points);
  return { mode: "points", count: data.count, points: data.points };
}
