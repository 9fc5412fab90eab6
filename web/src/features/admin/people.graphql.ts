import { graphql } from "../../gql";

export const adminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      pendingIncidents
      activeBans
      newMembers7d
      newPosts7d
    }
  }
`);

export const membersQuery = graphql(`
  query Members($query: String, $after: String) {
    members(query: $query, first: 50, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          email
          user {
            id
            username
            role
            createdAt
            lastActiveAt
            postCount
            activeBan {
              id
              reason
              endsAt
            }
          }
        }
      }
    }
  }
`);

export const banUserMutation = graphql(`
  mutation BanUser($input: BanUserInput!) {
    banUser(input: $input) {
      id
      activeBan {
        id
        reason
        endsAt
      }
    }
  }
`);

export const unbanUserMutation = graphql(`
  mutation UnbanUser($userId: ID!, $reason: String) {
    unbanUser(userId: $userId, reason: $reason) {
      id
      activeBan {
        id
      }
    }
  }
`);

export const setUserRoleMutation = graphql(`
  mutation SetUserRole($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`);

export const auditLogQuery = graphql(`
  query AuditLog($after: String, $actorId: ID, $action: String, $targetType: AuditTarget, $targetId: String) {
    auditLog(
      first: 50
      after: $after
      actorId: $actorId
      action: $action
      targetType: $targetType
      targetId: $targetId
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          action
          targetType
          targetId
          targetLabel
          reason
          details
          bySystem
          createdAt
          actor {
            id
            username
          }
        }
      }
    }
  }
`);

export const auditFiltersQuery = graphql(`
  query AuditFilters {
    auditActions
    auditActors {
      id
      username
    }
  }
`);
