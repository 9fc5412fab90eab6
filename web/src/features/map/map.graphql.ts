import { graphql } from "../../gql";

/** A popup's details, loaded when a marker is clicked: the map itself carries only ids, types and positions. */
export const eventDetailsQuery = graphql(`
  query EventDetails($id: ID!) {
    event(id: $id) {
      id
      type
      title
      sourceUrl
      date
    }
  }
`);

/** The incident list shown when the map cannot draw (no WebGL). */
export const incidentListQuery = graphql(`
  query IncidentList($first: Int!, $after: String) {
    events(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          type
          title
          sourceUrl
          date
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** A hosted map style, when the server has one configured. */
export const mapStyleQuery = graphql(`
  query MapStyle {
    siteInfo {
      mapStyleUrl
      mapPmtilesUrl
    }
  }
`);
