import { Field, Float, InputType, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A populated place of the offline gazetteer (GeoNames).", simpleResolvers: true })
export class Place {
  @Field(() => Int, { description: "GeoNames' id of the place." })
  geonameId!: number;

  @Field(() => String, { description: "The place's name as GeoNames gives it." })
  name!: string;

  @Field(() => String, { description: "ISO 3166-1 alpha-2 code of its country." })
  country!: string;

  @Field(() => String, { nullable: true, description: "English name of its first-level region." })
  region!: string | null;

  @Field(() => String, { nullable: true, description: "ISO 3166-2 code of its first-level region." })
  regionCode!: string | null;

  @Field(() => Int, { description: "Inhabitants, as GeoNames counts them." })
  population!: number;

  @Field(() => Float, { description: "Latitude in degrees (WGS 84)." })
  latitude!: number;

  @Field(() => Float, { description: "Longitude in degrees (WGS 84)." })
  longitude!: number;

  @Field(() => Float, { nullable: true, description: "Kilometres from `near`, when it was given." })
  distanceKm!: number | null;
}

@InputType({ description: "A point in degrees, such as the centre of the map's view." })
export class PointInput {
  @Field(() => Float, { description: "Latitude in degrees, -90 to 90." })
  latitude!: number;

  @Field(() => Float, { description: "Longitude in degrees, -180 to 180." })
  longitude!: number;
}
