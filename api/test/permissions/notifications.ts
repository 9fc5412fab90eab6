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
  {
    api: "rest",
    method: "PUT",
    path: "/push/subscription",
    target: "none",
    body: (t) => ({
      endpoint: `https://push.example.com/device-${t.n}`,
      keys: {
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
      types: ["mention", "reply"],
    }),
    expect: SIGNED_IN,
    note: "this device's push, for the caller's own account",
  },
  {
    api: "rest",
    method: "DELETE",
    path: "/push/subscription?endpoint=https://push.example.com/gone",
    target: "none",
    mayStoreNothing: true,
    expect: SIGNED_IN,
    note: "the caller's own device; another account's is left as it is",
  },
];
