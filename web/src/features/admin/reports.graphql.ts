import { graphql } from "../../gql";

export const openReportCountQuery = graphql(`
  query OpenReportCount {
    openReportCount
  }
`);

export const reportGroupFields = graphql(`
  fragment ReportGroupFields on ReportGroup {
    id
    targetType
    targetId
    status
    reportCount
    firstReportedAt
    lastReportedAt
    reasons {
      reason
      count
    }
    reports {
      id
      reason
      text
      createdAt
      reporter {
        id
        username
      }
      editedAfterReport
      reportedRevision {
        id
        markdown
      }
    }
    post {
      id
      number
      page
      html
      isDeleted
    }
    thread {
      id
      title
      isLocked
      isDeleted
    }
    targetUser {
      id
      username
      role
    }
    handledBy {
      id
      username
    }
    handledAt
    note
    action
  }
`);

export const reportGroupsQuery = graphql(`
  query ReportGroups($status: ReportStatus!, $after: String) {
    reportGroups(status: $status, first: 20, after: $after) {
      totalCount
      nodes {
        ...ReportGroupFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const resolveReportsMutation = graphql(`
  mutation ResolveReports(
    $targetType: ReportTarget!
    $targetId: ID!
    $note: String
    $action: ReportAction
    $ban: ReportBanInput
  ) {
    resolveReports(targetType: $targetType, targetId: $targetId, note: $note, action: $action, ban: $ban) {
      ...ReportGroupFields
    }
  }
`);

export const dismissReportsMutation = graphql(`
  mutation DismissReports($targetType: ReportTarget!, $targetId: ID!, $note: String) {
    dismissReports(targetType: $targetType, targetId: $targetId, note: $note) {
      ...ReportGroupFields
    }
  }
`);

/** A reported text's diff to the post's text today: its own query, as the queue would nest it too deep. */
export const reportedRevisionDiffQuery = graphql(`
  query ReportedRevisionDiff($id: ID!) {
    reportedRevision(id: $id) {
      id
      diff {
        tooDifferent
        inline {
          kind
          segments {
            kind
            text
          }
        }
      }
    }
  }
`);
