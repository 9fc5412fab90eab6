import type { EntityManager } from "@mikro-orm/postgresql";
import { Event } from "../events/event.entity.js";
import type { LikelyDuplicate } from "./event-review.types.js";
import { sourcePageSql } from "../events/source-page.js";

export const NEARBY_KM = 5;
export const NEARBY_DAYS = 3;
export const DUPLICATES_MAX = 5;
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

const haversineKm = `2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(c.latitude - p.latitude) / 2), 2)
    + cos(radians(p.latitude)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - p.longitude) / 2), 2)))`;

// A box of NEARBY_KM around the event (wider in longitude away from the equator) is answered by the GiST
// index on point(longitude, latitude); the haversine distance then keeps what lies within the circle.
const nearbyBox = `point(longitude, latitude) <@ box(
    point(p.longitude - ${NEARBY_KM / KM_PER_DEGREE} / greatest(cos(radians(p.latitude)), 0.01), p.latitude - ${NEARBY_KM / KM_PER_DEGREE}),
    point(p.longitude + ${NEARBY_KM / KM_PER_DEGREE} / greatest(cos(radians(p.latitude)), 0.01), p.latitude + ${NEARBY_KM / KM_PER_DEGREE}))`;

const DUPLICATES_SQL = `
  select p.id::text as "forId", d.id::text as id, d.same_source as "sameSource",
         d.distance_km as "distanceKm", d.days_apart as "daysApart"
    from events p
    cross join lateral (
      select c.id, ${sourcePageSql("c")} = ${sourcePageSql("p")} as same_source,
             ${haversineKm} as distance_km, abs(c.date - p.date) as days_apart
        from events c
       where c.id <> p.id
         and c.id in (select id from events where ${sourcePageSql("events")} = ${sourcePageSql("p")}
                      union
                      select id from events
                       where ${nearbyBox} and date between p.date - ${NEARBY_DAYS} and p.date + ${NEARBY_DAYS})
    ) d
   where p.id = any(?::bigint[])
     and (d.same_source or (d.distance_km <= ${NEARBY_KM} and d.days_apart <= ${NEARBY_DAYS}))
   order by p.id, d.same_source desc, d.distance_km, d.id`;

interface DuplicateRow {
  forId: string;
  id: string;
  sameSource: boolean;
  distanceKm: number;
  daysApart: number;
}

/**
 * For each event, the others that may report the same incident: the same source page, or within 5 km and
 * 3 days (any review state, so a rejected twin shows too). Closest first, at most five; one query for the
 * events of a page and one for the duplicates themselves.
 */
export async function likelyDuplicatesOf(
  em: EntityManager,
  ids: readonly string[],
): Promise<LikelyDuplicate[][]> {
  const rows = await em.getConnection().execute<DuplicateRow[]>(DUPLICATES_SQL, [`{${ids.join(",")}}`]);
  const byEvent = new Map<string, DuplicateRow[]>();
  for (const row of rows) {
    const list = byEvent.get(row.forId) ?? [];
    if (list.length < DUPLICATES_MAX) byEvent.set(row.forId, [...list, row]);
  }
  const shown = [...new Set([...byEvent.values()].flat().map((row) => row.id))];
  const events = shown.length > 0 ? await em.find(Event, { id: { $in: shown } }) : [];
  const eventById = new Map(events.map((event) => [event.id, event]));
  return ids.map((id) =>
    (byEvent.get(id) ?? []).flatMap((row) => {
      const event = eventById.get(row.id);
      return event
        ? [
            {
              event,
              sameSource: row.sameSource,
              distanceKm: Math.round(Number(row.distanceKm) * 10) / 10,
              daysApart: Number(row.daysApart),
            },
          ]
        : [];
    }),
  );
}
