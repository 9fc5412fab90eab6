import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, FieldResolver, Info, Int, Query, Resolver, Root } from "type-graphql";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { selectsField } from "../../graphql/selection.js";
import { ValidationError } from "../../core/errors.js";
import { apiMessages } from "@incident-watch/schema";
import { EventConnection, MapPoints } from "./event-connection.type.js";
import { MAP_POINTS_COST } from "./map/map-points.js";
import { MapData, MapMode } from "./map/map-data.type.js";
import { Event } from "./event.entity.js";
import { EventFilter, EventOrder } from "./event.inputs.js";
import { countryName, EUROPEAN_STATES } from "../../infra/countries/european-states.js";
import { Country } from "./country.type.js";
import { IncidentStatistics } from "./incident-statistics.js";
import { publicTimes } from "./research/change-tracking.queries.js";
import { WithdrawnEvent } from "./research/withdrawn-event.type.js";
import { DataLicence } from "./research/data-release.type.js";
import { DATA_LICENCE } from "./research/data-licence.js";

@Resolver(() => Event)
export class EventResolver {
  @Query(() => EventConnection, { description: "Approved events, newest day first; the research API." })
  async events(
    @Arg("filter", () => EventFilter, { nullable: true, description: "Only the events matching it." })
    filter: EventFilter | null,
    @Arg("first", () => Int, { nullable: true, defaultValue: 100, description: "At most 500." })
    first: number,
    @Arg("after", () => String, { nullable: true, description: "A cursor: the page after it." })
    after: string | null,
    @Arg("last", () => Int, {
      nullable: true,
      description: "Page backward: the last this many (at most 500) before `before`, or of all.",
    })
    last: number | null,
    @Arg("before", () => String, {
      nullable: true,
      description: "A cursor: the page before it (with `last`).",
    })
    before: string | null,
    @Arg("orderBy", () => EventOrder, {
      nullable: true,
      defaultValue: EventOrder.date,
      description:
        "The order of the pages: `date` (newest day first), `id` (stable while incidents change) or " +
        "`published` (newest publication first).",
    })
    orderBy: EventOrder | null,
    @Arg("asOf", () => String, {
      nullable: true,
      description:
        "A data version (as `dataVersion` gives it): the incidents as they were published then, rebuilt " +
        "from their history. A version never published here is refused.",
    })
    asOf: string | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventConnection> {
    const backward = last != null || before != null ? { last: last ?? 100, before } : undefined;
    if (backward && after != null) throw new ValidationError({ before: apiMessages.eventsPagingBothWays });
    const paging = { first: first ?? 100, after, backward, order: orderBy ?? EventOrder.date };
    const past = asOf == null ? undefined : await ctx.services.events.checkedAsOf(asOf);
    return ctx.services.events.search(filter, paging, selectsField(info, "totalCount"), past);
  }

  @Query(() => Event, { nullable: true, description: "An approved event (any event for moderators)." })
  event(
    @Arg("id", () => ID, { description: "The incident's id." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Event | null> {
    return ctx.services.events.find(id, ctx.viewer);
  }

  @Query(() => MapPoints, {
    description: "Every approved event, compact, for the map. Costs 1,000 (a full page of `events`).",
    complexity: MAP_POINTS_COST,
  })
  mapPoints(
    @Arg("filter", () => EventFilter, { nullable: true, description: "Only the events matching it." })
    filter: EventFilter | null,
    @Ctx() ctx: Context,
  ): Promise<MapPoints> {
    return ctx.services.incidentMap.mapPoints(filter);
  }

  @Query(() => MapData, {
    description:
      "The map page's first request: the mode and count, and in points mode every published incident. " +
      "Visitors share one compressed answer per state of the data.",
  })
  async mapData(@Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<MapData> {
    const { mode, count } = await ctx.services.incidentMap.mapMode();
    const points =
      mode === "points" && selectsField(info, "points") ? await ctx.services.incidentMap.mapPoints() : null;
    return { mode: MapMode[mode], count, points };
  }

  @Query(() => IncidentStatistics, {
    description: "Approved incidents matching the filter, counted per month, kind and country.",
  })
  incidentStatistics(
    @Arg("filter", () => EventFilter, { nullable: true, description: "Only the incidents matching it." })
    filter: EventFilter | null,
    @Ctx() ctx: Context,
  ): Promise<IncidentStatistics> {
    return ctx.services.incidentMap.statistics(filter);
  }

  @Query(() => [WithdrawnEvent], {
    description: "Incidents withdrawn from the public (rejected or deleted after publication), oldest first.",
  })
  async withdrawnEvents(
    @Arg("since", () => String, {
      nullable: true,
      description: "Only those withdrawn at or after this time (ISO 8601, or a day); all when omitted.",
    })
    since: string | null,
    @Ctx() ctx: Context,
  ): Promise<WithdrawnEvent[]> {
    const rows = await ctx.services.events.withdrawn(since);
    return rows.map((row) => ({ ...row, withdrawnAt: new Date(row.withdrawnAt) }));
  }

  @Query(() => String, {
    description:
      "The version of the public data: the latest public change (publication, correction or withdrawal) " +
      "in ISO 8601's basic format, then the number of public incidents, e.g. `20261123T130512.345Z-100060`. " +
      "It changes with every public change; REST answers carry it as the `Data-Version` header.",
  })
  async dataVersion(@Ctx() ctx: Context): Promise<string> {
    return (await ctx.services.events.answerVersion()).version;
  }

  @Query(() => DataLicence, { description: "The licence of the incident data (CC BY 4.0)." })
  licence(): DataLicence {
    const { name, spdx, url, attribution } = DATA_LICENCE;
    return { name, id: spdx, url, attribution };
  }

  @Query(() => [Country], { description: "The European states an incident's country can be, by name." })
  countries(): Country[] {
    return [...EUROPEAN_STATES];
  }

  @FieldResolver(() => Boolean, {
    description:
      "True while the title is a stand-in (the source's address) because the source page's title could not be read, or not yet: a moderator sets it in review.",
  })
  titlePending(@Root() event: Event): boolean {
    return event.titleSource === "fallback";
  }

  @FieldResolver(() => String, {
    description: "The incident's permanent page, `{PUBLIC_URL}/incident/{id}`.",
  })
  url(@Root() event: Event, @Ctx() ctx: Context): string {
    return `${ctx.services.events.publicUrl()}/incident/${event.id}`;
  }

  @FieldResolver(() => String, { nullable: true, description: "The country's English short name." })
  countryName(@Root() event: Event): string | null {
    return countryName(event.country);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: "When it was first made public (approved); null for a submission not yet approved.",
  })
  publishedAt(@Root() event: Event): Date | null {
    return publicTimes(event).publishedAt;
  }

  @FieldResolver(() => Date, {
    description:
      "Its last public change: publication or a moderator's correction (for staff, a submission's last edit). " +
      "Filter with `updatedSince` to catch up.",
  })
  updatedAt(@Root() event: Event): Date {
    return publicTimes(event).updatedAt;
  }
}
