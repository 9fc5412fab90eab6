import { graphql } from "../../gql";

export const pendingEventCountQuery = graphql(`
  query PendingEventCount {
    pendingEventCount
  }
`);

/** The queue, oldest first, with what a moderator weighs: the location, when it came, its likely twins. */
export const pendingEventsQuery = graphql(`
  query PendingEvents($after: String) {
    pendingEvents(first: 50, after: $after) {
      totalCount
      edges {
        node {
          id
          type
          kind
          title
          titleLanguage
          translations {
            language
            title
            provenance
            stale
          }
          sourceUrl
          date
          timePrecision
          latitude
          longitude
          placePrecision
          country
          countryName
          createdAt
          importedFrom {
            importId
            row
          }
          likelyDuplicates {
            sameSource
            distanceKm
            daysApart
            event {
              id
              type
              title
              sourceUrl
              date
              status
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const reviewedEventsQuery = graphql(`
  query ReviewedEvents($status: ReviewedStatus!, $query: String, $after: String) {
    reviewedEvents(status: $status, query: $query, first: 50, after: $after) {
      totalCount
      edges {
        node {
          id
          type
          title
          sourceUrl
          date
          status
          createdAt
          reviewedAt
          rejectionReason
          reviewedBy {
            id
            username
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const eventHistoryQuery = graphql(`
  query EventHistory($id: ID!) {
    event(id: $id) {
      id
      history {
        id
        action
        createdAt
        reason
        reviewer {
          id
          username
        }
        changes {
          field
          from
          to
        }
      }
    }
  }
`);

export const approveEventMutation = graphql(`
  mutation ApproveEvent($id: ID!) {
    approveEvent(id: $id) {
      id
      status
    }
  }
`);

export const rejectEventMutation = graphql(`
  mutation RejectEvent($id: ID!, $reason: String!) {
    rejectEvent(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export const updateEventMutation = graphql(`
  mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) {
      id
      type
      kind
      title
      date
      timePrecision
      latitude
      longitude
      placePrecision
      country
      countryName
    }
  }
`);

export const deleteEventMutation = graphql(`
  mutation DeleteEvent($id: ID!) {
    deleteEvent(id: $id)
  }
`);

/** What every review action changes: the queue, its count in the navigation, and the reviewed lists. */
export const REVIEW_REFETCH = ["PendingEvents", "PendingEventCount", "ReviewedEvents"];

/** A moderator's translation of an incident's title (decision 117). */
export const setTitleTranslationMutation = graphql(`
  mutation SetTitleTranslation($id: ID!, $language: String!, $title: String!) {
    setTitleTranslation(id: $id, language: $language, title: $title) {
      id
      translations {
        language
        title
        provenance
        stale
      }
    }
  }
`);
