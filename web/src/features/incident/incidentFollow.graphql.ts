import { graphql } from "../../gql";

// Following an incident, from its page and from the bell's notices of it

export const followIncidentMutation = graphql(`
  mutation FollowIncident($eventId: ID!) {
    followIncident(eventId: $eventId)
  }
`);

export const unfollowIncidentMutation = graphql(`
  mutation UnfollowIncident($eventId: ID!) {
    unfollowIncident(eventId: $eventId)
  }
`);
