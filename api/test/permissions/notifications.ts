// The permission table's rows: notifications.
import type { PermissionRow } from "../permission-table.js";
import { SIGNED_IN, OWNER_ONLY, ADMIN } from "./shapes.js";

export const NOTIFICATION_ROWS: PermissionRow[] = [
  {
    api: "graphql",
    operation: "markNotificationSeen",
    target: "memberNotification",
    document: `mutation ($id: ID!) { markNotificationSeen(id: $id) { id } }`,
    variables: (t) => ({ id: t.notificationId }),
    expect: OWNER_ONLY,
  },
  {
    api: "graphql",
    operation: "markAllNotificationsSeen",
    target: "memberNotification",
    document: `mutation { markAllNotificationsSeen }`,
    variables: () => ({}),
    mayStoreNothing: true,
    expect: SIGNED_IN,
    note: "the caller's own",
  },
  {
    api: "graphql",
    operation: "deleteNotification",
    target: "memberNotification",
    document: `mutation ($id: ID!) { deleteNotification(id: $id) }`,
    variables: (t) => ({ id: t.notificationId }),
    expect: OWNER_ONLY,
  },
  {
    api: "graphql",
    operation: "updateNotificationPreferences",
    target: "none",
    document: `mutation ($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { reply } }`,
    variables: () => ({ input: { reply: false } }),
    expect: SIGNED_IN,
    note: "the caller's own",
  },
  {
    api: "graphql",
    operation: "broadcastSystemNotification",
    target: "none",
    document: `mutation ($content: String!) { broadcastSystemNotification(content: $content) }`,
    variables: (t) => ({ content: `Maintenance tonight ${t.n}` }),
    expect: ADMIN,
  },
];
