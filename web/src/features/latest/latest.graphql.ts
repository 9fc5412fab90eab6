import { graphql } from "../../gql";

/** A row of the Latest page: what it says of an incident, its title in the reader's language if translated. */
export const latestIncidentFragment = graphql(`
  fragment LatestIncident on Event {
    id
    type
    kind
    country
    title
    titleLanguage
    translations(languages: [$language]) {
      language
      title
      stale
    }
    date
    timePrecision
    publishedAt
  }
`);

/** Published incidents, newest publication first, a page at a time. */
export const latestIncidentsQuery = graphql(`
  query LatestIncidents($first: Int!, $after: String, $language: String!) {
    events(first: $first, after: $after, orderBy: published) {
      edges {
        node {
          ...LatestIncident
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Incidents published, corrected or withdrawn while the Latest page is open. */
export const latestChangedSubscription = graphql(`
  subscription LatestChanged {
    incidentChanged {
      change
      id
      changedAt
      incident {
        id
        type
        kind
        country
        title
        date
        timePrecision
      }
    }
  }
`);
