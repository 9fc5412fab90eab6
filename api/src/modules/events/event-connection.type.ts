import { Field, Float, Int, ObjectType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { Heavy } from "../../core/heavy-fields.js";
import { Connection, PageInfo } from "../../graphql/pagination.js";
import { Event } from "./event.entity.js";

@ObjectType({ description: "A page of events in a stable order.", simpleResolvers: true })
export class EventConnection extends Connection(Event, "EventEdge") {
  @Field(() => Int, { description: "How many events match, over all pages." })
  totalCount!: number;

  @Field(() => PageInfo, {
    description: "Where this page starts and ends, and whether more come either way.",
  })
  declare pageInfo: PageInfo;
}

@ObjectType({
  description:
    "Every approved event in compact form for the map: types has one character per event ('r' russian, " +
    "'c' chinese); kinds one character per event (IncidentKind in enum order: s sabotage, c cyber, " +
    "a airspace, e espionage, d disinformation, o other); countries two per event (alpha-2, '--' for " +
    "none); places one character per event, how precisely its place is known (e exact, t town, r region, " +
    "c country); days the incident's day as days since 1970-01-01; coordinates is flat " +
    "[lng0, lat0, lng1, lat1, ...], rounded to 5 decimals. All aligned with ids.",
  simpleResolvers: true,
})
export class MapPoints {
  @Heavy()
  @Field(() => [ID], { description: "The incidents' ids, in id order; every other list is aligned with it." })
  ids!: string[];

  @Heavy()
  @Field(() => String, { description: "One character per incident: 'r' Russia, 'c' China." })
  types!: string;

  @Heavy()
  @Field(() => String, {
    description: "One character per incident, the kind in enum order: s, c, a, e, d, o.",
  })
  kinds!: string;

  @Heavy()
  @Field(() => String, {
    description: "Two characters per incident: the target country's alpha-2 code, '--' for none.",
  })
  countries!: string;

  @Heavy()
  @Field(() => String, {
    description:
      "One character per incident, how precisely its place is known: e exact, t town (about 5 km), " +
      "r region (about 50 km), c country (PlacePrecision).",
  })
  places!: string;

  @Heavy()
  @Field(() => [Int], { description: "Per incident, its date as days since 1970-01-01." })
  days!: number[];

  @Heavy()
  @Field(() => [Float], {
    description: "Flat [longitude, latitude] pairs per incident, rounded to 5 decimals.",
  })
  coordinates!: number[];
}
