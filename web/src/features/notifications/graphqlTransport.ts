import type { ApolloClient } from "@apollo/client";
import type { NotificationFieldsFragment } from "../../gql/graphql";
import type { NotificationEntry } from "./notificationModel";
import {
  deleteNotificationMutation,
  markAllNotificationsSeenMutation,
  markNotificationSeenMutation,
  notificationsQuery,
  notificationsSinceQuery,
  unseenNotificationCountQuery,
} from "./notifications.graphql";
import type { NotificationTransport } from "./notificationService";

/** DateTimeISO arrives as an ISO string; the generated types call it unknown. */
export function toNotificationEntry(node: NotificationFieldsFragment): NotificationEntry {
  return {
    ...node,
    seenAt: node.seenAt == null ? null : String(node.seenAt),
    createdAt: String(node.createdAt),
  };
}

/** The service's calls over GraphQL; always from the network, since the service keeps its own cache. */
export function createGraphqlTransport(client: ApolloClient): NotificationTransport {
  return {
    async list({ first, after = null, type = null }) {
      const { data } = await client.query({
        query: notificationsQuery,
        variables: { first, after, type },
        fetchPolicy: "no-cache",
      });
      const connection = data!.notifications;
      return {
        items: connection.nodes.map(toNotificationEntry),
        endCursor: connection.pageInfo.endCursor ?? null,
        hasNextPage: connection.pageInfo.hasNextPage,
      };
    },
    async since(after) {
      const { data } = await client.query({
        query: notificationsSinceQuery,
        variables: { after },
        fetchPolicy: "no-cache",
      });
      const missed = data!.notificationsSince;
      return {
        items: missed.nodes.map(toNotificationEntry),
        unseenCount: missed.unseenCount,
        hasMore: missed.hasMore,
      };
    },
    async unseenCount() {
      const { data } = await client.query({ query: unseenNotificationCountQuery, fetchPolicy: "no-cache" });
      return data!.unseenNotificationCount;
    },
    markSeen: (id) => client.mutate({ mutation: markNotificationSeenMutation, variables: { id } }),
    markAllSeen: () => client.mutate({ mutation: markAllNotificationsSeenMutation }),
    remove: (id) => client.mutate({ mutation: deleteNotificationMutation, variables: { id } }),
  };
}
