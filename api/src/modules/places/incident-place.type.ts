import { Field, Float, Int, ObjectType } from "type-graphql";

/** Where an incident happened, by name: its nearest populated place and the region it lies in. */
@ObjectType({
  description:
    "The nearest populated place of the offline gazetteer (GeoNames, places of at least 1,000 inhabitants) " +
    "to an incident's point, and its first-level region (ISO 3166-2). Read it with `placePrecision`: an " +
    "incident known to its country or region only does not claim the town.",
})
export class IncidentPlace {
  @Field(() => Int, { description: "GeoNames' id of the place." })
  geonameId!: number;

  /** The place's name is resolved in the language asked for (IncidentPlaceNamesResolver). */
  name!: string;

  /** The region's name is resolved in the language asked for (IncidentPlaceResolver). */
  regionName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "ISO 3166-2 code of its first-level region (the `admin1_code` column); null when unknown.",
  })
  regionCode!: string | null;

  @Field(() => String, { description: "ISO 3166-1 alpha-2 code of the place's country." })
  country!: string;

  @Field(() => Float, {
    description: "Kilometres from the incident's point to the place, to 0.1 km (the `distance_km` column).",
  })
  distanceKm!: number;
}
