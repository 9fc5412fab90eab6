import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { FailedWithCopy, OfflineCopyError } from "../../app/offlineCopy";
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

/**
 * A query from the network, read by `read`; a copy the service worker gave back instead is a failure that
 * carries its reading (FailedWithCopy), so the breaker counts it and the bell can still show it.
 */
async function ask<TData, TVariables extends OperationVariables, T>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  read: (data: TData) => T,
): Promise<T> {
  try {
    const { data } = await client.query({ query, variables, fetchPolicy: "no-cache" });
    return read(data as TData);
  } catch (error) {
    if (error instanceof OfflineCopyError && error.copy.data)
      throw new FailedWithCopy(read(error.copy.data as TData), error);
    throw error;
  }
}

/** The service's calls over GraphQL; always from the network, since the service keeps its own cache. */
export function createGraphqlTransport(client: ApolloClient): NotificationTransport {
  return {
    list: ({ first, after = null, type = null }) =>
      ask(client, notificationsQuery, { first, after, type }, ({ notifications }) => ({
        items: notifications.nodes.map(toNotificationEntry),
        endCursor: notifications.pageInfo.endCursor ?? null,
        hasNextPage: notifications.pageInfo.hasNextPage,
      })),
    since: (after) =>
      ask(client, notificationsSinceQuery, { after }, ({ notificationsSince: missed }) => ({
        items: missed.nodes.map(toNotificationEntry),
        unseenCount: missed.unseenCount,
        hasMore: missed.hasMore,
      })),
    unseenCount: () =>
      ask(client, unseenNotificationCountQuery, {}, (data) => data.unseenNotificationCount as unknown),
    markSeen: (id) => client.mutate({ mutation: markNotificationSeenMutation, variables: { id } }),
    markAllSeen: () => client.mutate({ mutation: markAllNotificationsSeenMutation }),
    remove: (id) => client.mutate({ mutation: deleteNotificationMutation, variables: { id } }),
  };
}
