import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useLocale } from "../../../i18n";
import { eventDetailsQuery } from "../data/map.graphql";
import type { PopupTarget } from "../popups/popupTarget";
import type { MapItem } from "../worker/clusterIndex";
import { uncertaintyCircles, uncertaintyRadius, type UncertaintyCircle } from "./uncertaintyLayer";

/**
 * The uncertainty circles to draw: every imprecise incident among the markers (the map data says how
 * precisely each place is known), and the one whose popup is open from its details, which the popup
 * loads anyway: the server's clusters carry no precision, so with them only the chosen incident has one.
 */
export function usePlaceUncertainty(
  items: readonly MapItem[],
  popup: PopupTarget | null,
): UncertaintyCircle[] {
  const id = popup?.kind === "event" ? popup.id : "";
  // the popup's own query, in the page's language: one request answers both
  const language = useLocale();
  const { data } = useQuery(eventDetailsQuery, { variables: { id, language }, skip: !id });
  const opened = data?.event;
  return useMemo(() => {
    const circles = uncertaintyCircles(items);
    const radius = uncertaintyRadius(opened?.placePrecision);
    if (!opened || !radius || opened.id !== id) return circles;
    const [lng, lat] = [opened.longitude, opened.latitude];
    const drawn = circles.some(
      (circle) => circle.lng === lng && circle.lat === lat && circle.radius === radius,
    );
    return drawn ? circles : [...circles, { lng, lat, radius, type: opened.type }];
  }, [items, opened, id]);
}
