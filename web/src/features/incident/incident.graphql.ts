import { graphql } from "../../gql";

export const incidentPageQuery = graphql(`
  query IncidentPage($id: ID!) {
    event(id: $id) {
      id
      title
      date
      type
      kind
      country
      countryName
      sourceUrl
      latitude
      longitude
    }
  }
`);
