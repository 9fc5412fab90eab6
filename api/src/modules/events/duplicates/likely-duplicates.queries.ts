/** The SQL likely-duplicates.ts runs, by name; values are always bound parameters (?). */

import { sourcePageSql } from "../source-page.js";

const NEARBY_KM = 5;
const NEARBY_DAYS = 3;
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

/** For each event of a list (a bigint array), the others with its source page or within the distance and days. */
export const LIKELY_DUPLICATES = `
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

/**
 * The same rule for rows not yet stored, as `p`: for each, the stored incident it most likely reports (its
 * source page first, then the nearest), leaving out those the condition `leftOut` names (over `c.id`). Each
 * branch reads the columns it needs from its index's rows: joining events again by id let the planner hash
 * the whole table once a batch, a scan that grew with every batch.
 */
export const likelyDuplicatesOfRows = (leftOut: string) => `
  select distinct on (p.row) p.row, c.id::text as "eventId", c.same_source as "sameSource"
    from unnest(?::int[], ?::float8[], ?::float8[], ?::date[], ?::text[])
         as p(row, latitude, longitude, date, source_url_key)
    join lateral (
      select c.id, ${sourcePageSql("c")} = ${sourcePageSql("p")} as same_source, ${haversineKm} as km
        from (select id, source_url_key, latitude, longitude from events
               where ${sourcePageSql("events")} = ${sourcePageSql("p")}
              union
              select id, source_url_key, latitude, longitude from events
               where ${nearbyBox} and date between p.date - ${NEARBY_DAYS} and p.date + ${NEARBY_DAYS}) c
       where not (${leftOut})
    ) c on c.same_source or c.km <= ${NEARBY_KM}
   order by p.row, c.same_source desc, c.km, c.id`;
