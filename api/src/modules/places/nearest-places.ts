import type { EntityManager } from "@mikro-orm/postgresql";
import type { ChosenPlace, IncidentPoint } from "../events/incident-places.queries.js";

/**
 * The version of the gazetteer's places (decision 153): raised by a migration that loads other data, so
 * that every incident's place is chosen again by the backfill.
 */
export const GAZETTEER_VERSION = 1;

/** The wanted point `w` on the unit sphere, as the gazetteer's `position` column and its GiST index hold it. */
const SPHERE = `cube(array[cos(radians(w."latitude")) * cos(radians(w."longitude")),
  cos(radians(w."latitude")) * sin(radians(w."longitude")), sin(radians(w."latitude"))])`;

/** The nearest place to `w` among those `where` keeps: one scan of the GiST index in distance order. */
const nearest = (where: string) => `(select p."id", p."name", p."country", p."region_code",
    p."position" <-> ${SPHERE} as "chord"
  from "gazetteer_places" p ${where} order by p."position" <-> ${SPHERE} limit 1)`;

/**
 * The nearest populated place to each point, in one statement: within the country that contains the
 * point when there is one (a town across a border is not where it happened), else the nearest of all,
 * which for a point at sea is the coast's. A chord of the unit sphere becomes kilometres along the
 * surface. No place only when the gazetteer is empty.
 */
export async function nearestPlaces(
  em: EntityManager,
  points: readonly IncidentPoint[],
): Promise<ChosenPlace[]> {
  if (points.length === 0) return [];
  return em.execute<ChosenPlace[]>(
    `select w."id", n."id" as "placeId", n."name", n."country", n."region_code" as "regionCode",
        r."name" as "region", round((12742 * asin(least(1, n."chord" / 2)))::numeric, 1)::float8 as "distanceKm"
       from json_to_recordset(?::json) as w("id" text, "latitude" float8, "longitude" float8, "country" text)
       cross join lateral (
         ${nearest(`where w."country" is not null and p."country" = w."country"`)}
         union all
         ${nearest("")}
         limit 1) as n
       left join "gazetteer_regions" r on r."code" = n."region_code"`,
    [JSON.stringify(points)],
  );
}
