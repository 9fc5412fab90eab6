import { Field, ObjectType, registerEnumType } from "type-graphql";
import { describedBy } from "../../../core/enum-descriptions.js";
import { ID } from "../../../core/ids.js";
import { Event, EventStatus } from "../event.entity.js";
import type { IncidentChangedMessage, IncidentChangeKind } from "./incident-changes.js";

export const IncidentChangeKindEnum: { [K in IncidentChangeKind]: K } = {
  published: "published",
  corrected: "corrected",
  withdrawn: "withdrawn",
};
registerEnumType(IncidentChangeKindEnum, {
  name: "IncidentChangeKind",
  description: "What happened to a published incident.",
  valuesConfig: describedBy({
    published: "Newly public (on the map and in every research answer).",
    corrected: "A moderator changed it; `incident` is its state now.",
    withdrawn: "No longer public; remove it from your copy.",
  }),
});

@ObjectType({
  description: "A published incident that came, changed or went (subscription incidentChanged).",
})
export class IncidentChange {
  @Field(() => IncidentChangeKindEnum, { description: "Whether it came, changed or went." })
  change!: IncidentChangeKind;

  @Field(() => ID, { description: "The incident's id; all a withdrawal carries." })
  id!: string;

  @Field(() => Event, { nullable: true, description: "The incident as published now; null when withdrawn." })
  incident!: Event | null;

  @Field(() => Date, { description: "When the moderator's change was made." })
  changedAt!: Date;

  @Field(() => String, {
    nullable: true,
    description:
      "The data version once this change was made (as `dataVersion` reads it then): a copy that applied every change up to this one holds this version.",
  })
  dataVersion!: string | null;
}

/** The GraphQL shape of a live event: its incident read like a published `Event`. */
export function incidentChangeFromEvent(event: IncidentChangedMessage): IncidentChange {
  const incident = event.incident && {
    ...event.incident,
    // a change announced before precisions existed was of an exact place and day
    placePrecision: event.incident.placePrecision ?? "exact",
    timePrecision: event.incident.timePrecision ?? "day",
    status: EventStatus.approved,
    createdAt: new Date(event.changedAt),
  };
  return {
    change: event.change,
    id: event.id,
    incident: incident as Event | null,
    changedAt: new Date(event.changedAt),
    dataVersion: event.dataVersion ?? null,
  };
}
