import { graphql } from "../../gql";

export const placesQuery = graphql(`
  query Places($query: String!, $near: PointInput, $first: Int) {
    places(query: $query, near: $near, first: $first) {
      geonameId
      name
      country
      region
      population
      latitude
      longitude
    }
  }
`);
