import { graphql } from "../../../gql";

/** The signed-in member's own reports, newest first. */
export const myReportsQuery = graphql(`
  query MyReports($first: Int, $after: String) {
    myReports(first: $first, after: $after) {
      nodes {
        id
        targetType
        targetLabel
        targetPath
        reason
        text
        status
        createdAt
        handledAt
        answer
      }
      hasNextPage
      endCursor
    }
  }
`);
