import { graphql } from "../../gql";

export const notificationFields = graphql(`
  fragment NotificationFields on Notification {
    id
    type
    content
    messageKey
    messageArgs {
      name
      text
      count
    }
    seen
    seenAt
    createdAt
    actor {
      id
      username
    }
    relatedPost {
      id
    }
    relatedThread {
      id
      title
    }
    relatedEventId
    relatedEvent {
      id
      placePrecision
      country
      place {
        name
        region
        country
        distanceKm
      }
    }
    recipient {
      id
      username
    }
  }
`);

export const notificationsQuery = graphql(`
  query Notifications($first: Int!, $after: String, $type: NotificationType) {
    notifications(first: $first, after: $after, type: $type) {
      nodes {
        ...NotificationFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const notificationsSinceQuery = graphql(`
  query NotificationsSince($after: ID!, $first: Int) {
    notificationsSince(after: $after, first: $first) {
      nodes {
        ...NotificationFields
      }
      unseenCount
      hasMore
    }
  }
`);

export const unseenNotificationCountQuery = graphql(`
  query UnseenNotificationCount {
    unseenNotificationCount
  }
`);

export const markNotificationSeenMutation = graphql(`
  mutation MarkNotificationSeen($id: ID!) {
    markNotificationSeen(id: $id) {
      id
      seen
      seenAt
    }
  }
`);

export const markAllNotificationsSeenMutation = graphql(`
  mutation MarkAllNotificationsSeen {
    markAllNotificationsSeen
  }
`);

export const deleteNotificationMutation = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

export const notificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      notification {
        ...NotificationFields
      }
      unseenCount
    }
  }
`);

// an admin changed the member's role: the header's Admin Panel shows or hides without a reload
export const viewerChangedSubscription = graphql(`
  subscription ViewerChanged {
    viewerChanged {
      role
    }
  }
`);

export const notificationsChangedSubscription = graphql(`
  subscription NotificationsChanged {
    notificationsChanged {
      ids
      change
      unseenCount
    }
  }
`);

// the saved preferences are written into the query's cache entry, so both carry the same fields
export const notificationPreferencesFields = graphql(`
  fragment NotificationPreferencesFields on NotificationPreferences {
    reply
    quote
    mention
    reaction
    emailMissed
    incident
    followOwn
  }
`);

export const notificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      ...NotificationPreferencesFields
    }
  }
`);

export const updateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...NotificationPreferencesFields
    }
  }
`);

/** The page of its thread that holds a notification's post (null when the reader may not see it). */
export const notificationPostPageQuery = graphql(`
  query NotificationPostPage($postId: ID!) {
    postLocation(postId: $postId) {
      page
    }
  }
`);
