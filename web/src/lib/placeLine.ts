import { placeLineParts, type PlaceFacts, type PlaceLineParts } from "@incident-watch/schema";
import type { Formatters, MessageId, Translate } from "../i18n";

export type { PlaceFacts };

const LINES: Record<PlaceLineParts["key"], MessageId> = {
  inCountry: "app.place.inCountry",
  inRegion: "app.place.inRegion",
  near: "app.place.near",
  away: "app.place.away",
};

/** An incident's place line in the page's language ("Near Gdańsk, Pomeranian Voivodeship"), or null. */
export function placeLine(
  facts: PlaceFacts,
  t: Translate,
  format: Pick<Formatters, "country" | "number">,
): string | null {
  const parts = placeLineParts(facts, format.country, (km) => format.number(km));
  return parts && t(LINES[parts.key], parts.values);
}
