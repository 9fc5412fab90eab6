import { graphql } from "../../gql";

export const incidentStatisticsQuery = graphql(`
  query IncidentStatistics($filter: EventFilter) {
    incidentStatistics(filter: $filter) {
      total
      perMonth {
        month
        russian
        chinese
      }
      perKind {
        kind
        count
      }
      perCountry {
        country
        countryName
        count
      }
    }
  }
`);
