import { Arg, Resolver, Root, Subscription, type SubscribeResolverData } from "type-graphql";
import type { Context } from "../../../graphql/context.js";
import type { LiveTopics } from "../../live-topics.js";
import { EventFilter } from "../event.inputs.js";
import { IncidentChange, incidentChangeFromEvent } from "./incident-change.type.js";

type Follow = SubscribeResolverData<unknown, { filter?: EventFilter | null }, Context>;

/** The map's and researchers' live feed: public, so a socket without a session may subscribe. */
@Resolver()
export class IncidentLiveResolver {
  @Subscription(() => IncidentChange, {
    description:
      "Published incidents as moderators publish, correct or withdraw them; open to visitors without a " +
      "session. With a filter: the changes to incidents that matched it before or match it after.",
    subscribe: ({ args, context }: Follow) => context.services.incidentLive.follow(args.filter),
  })
  incidentChanged(
    @Arg("filter", () => EventFilter, {
      nullable: true,
      description: "Only the changes to incidents that matched it before or match it after.",
    })
    _filter: EventFilter | null,
    @Root() event: LiveTopics["incidentChanged"],
  ): IncidentChange {
    return incidentChangeFromEvent(event);
  }
}
