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

/**
 * Discussions started per month, asked apart: members' posts are no public data change, so this answer is
 * never shared between visitors, while the incident statistics' is.
 */
export const discussionsPerMonthQuery = graphql(`
  query DiscussionsPerMonth($filter: EventFilter) {
    incidentDiscussionsPerMonth(filter: $filter) {
      month
      started
    }
  }
`);

/** Changes to the incidents the statistics count (the same filter): the page counts again after one. */
export const statisticsChangedSubscription = graphql(`
  subscription StatisticsChanged($filter: EventFilter) {
    incidentChanged(filter: $filter) {
      change
      id
    }
  }
`);
