import { Arg, Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { Event } from "../events/event.entity.js";
import { IncidentPlace } from "./incident-place.type.js";

/** An incident's stored place (decision 151), as GraphQL's Event.place. */
export function incidentPlace(event: Event): IncidentPlace | null {
  if (event.placeId == null || event.placeName == null || event.placeCountry == null) return null;
  return {
    geonameId: event.placeId,
    name: event.placeName,
    regionName: event.placeRegion ?? null,
    regionCode: event.placeRegionCode ?? null,
    country: event.placeCountry,
    distanceKm: event.placeDistanceKm ?? 0,
  };
}

@Resolver(() => Event)
export class IncidentPlaceResolver {
  @FieldResolver(() => IncidentPlace, {
    nullable: true,
    description:
      "Its nearest populated place and region (decision 151): stored when it is published or its point " +
      "corrected; null for an incident stored before places existed until the backfill reaches it. Read " +
      "with asOf, the place its version recorded (decision 166): null when that version records none.",
  })
  place(@Root() event: Event): IncidentPlace | null {
    return incidentPlace(event);
  }
}

@Resolver(() => IncidentPlace)
export class IncidentPlaceNamesResolver {
  @FieldResolver(() => String, {
    description:
      "The place's name: as GeoNames gives it (the `location` column), or in `language` where GeoNames has " +
      "a name of that language's own for a place of at least 15,000 inhabitants (Гданськ, Danzig).",
  })
  name(
    @Root() place: IncidentPlace,
    @Arg("language", () => String, { nullable: true, description: "One of the site's languages." })
    language: string | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return ctx.services.places.placeName(place, language);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The region's name (the `admin1` column): in English, or in `language` where the gazetteer has it " +
      "(de, fr, it, es, ru), else in English; null when the place has no known region.",
  })
  region(
    @Root() place: IncidentPlace,
    @Arg("language", () => String, { nullable: true, description: "One of the site's languages." })
    language: string | null,
    @Ctx() ctx: Context,
  ): Promise<string | null> {
    return ctx.services.places.regionName(place, language);
  }
}
