import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { render } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from "react-router-dom";
import { Observable, type Subscriber } from "rxjs";
import { createApolloClient, createHttpLink } from "../app/apollo";
import { AuthProvider } from "../features/auth";
import { NotificationsProvider, type NotificationEntry } from "../features/notifications";
import type { MarkNotificationSeenMutationVariables } from "../gql/graphql";
import { jsonResponse } from "./auth";
import { noRetry } from "./render";
import { server } from "./server";

// The member's notification chunk loads lazily in the app; here it is imported once up front, so that a
// test's time limits measure the bell, not the first transform of that chunk on a busy machine.
await import("../features/notifications/memberNotifications");

let sequence = 0;

/** A notification as the server sends it (with typenames), minutes old. */
export function notification(overrides: Partial<NotificationEntry> = {}, minutesAgo = 5) {
  sequence += 1;
  return {
    __typename: "Notification" as const,
    id: `n${sequence}`,
    type: "reply" as const,
    content: `Reply number ${sequence}`,
    seen: false,
    seenAt: null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    actor: { __typename: "User" as const, id: "u2", username: "alice" },
    relatedPost: null,
    relatedThread: null,
    recipient: { __typename: "User" as const, id: "u1", username: "maria" },
    ...overrides,
  };
}

export type ServedNotification = ReturnType<typeof notification>;

export interface NotificationServer {
  items: ServedNotification[];
  unseen: number;
  /** Variables of every Notifications query, in order. */
  listCalls: Record<string, unknown>[];
  mutations: string[];
  failing: boolean;
  /** While set, list answers wait for it: a page on its way while the member acts. */
  listHeld: Promise<void> | null;
}

/** Serves the notification operations from a list the test controls; `failing` makes every call fail. */
export function serveNotifications(
  items: ServedNotification[],
  unseen = items.filter((n) => !n.seen).length,
) {
  const state: NotificationServer = {
    items,
    unseen,
    listCalls: [],
    mutations: [],
    failing: false,
    listHeld: null,
  };
  const fail = () => jsonResponse({ message: "Service Unavailable" }, 503);
  server.use(
    graphql.query("Notifications", async ({ variables }) => {
      state.listCalls.push(variables);
      const answer = state.items.map((item) => ({ ...item }));
      await state.listHeld;
      if (state.failing) return fail();
      const filtered = answer.filter((item) => !variables.type || item.type === variables.type);
      const start = variables.after ? filtered.findIndex((item) => item.id === variables.after) + 1 : 0;
      const nodes = filtered.slice(start, start + Number(variables.first));
      const hasNextPage = start + nodes.length < filtered.length;
      return HttpResponse.json({
        data: {
          notifications: {
            __typename: "NotificationConnection",
            nodes,
            pageInfo: { __typename: "PageInfo", endCursor: nodes.at(-1)?.id ?? null, hasNextPage },
          },
        },
      });
    }),
    graphql.query("UnseenNotificationCount", () =>
      state.failing ? fail() : HttpResponse.json({ data: { unseenNotificationCount: state.unseen } }),
    ),
    graphql.mutation<never, MarkNotificationSeenMutationVariables>(
      "MarkNotificationSeen",
      ({ variables }) => {
        state.mutations.push(`seen:${variables.id}`);
        if (state.failing) return fail();
        return HttpResponse.json({
          data: {
            markNotificationSeen: {
              __typename: "Notification",
              id: variables.id,
              seen: true,
              seenAt: new Date().toISOString(),
            },
          },
        });
      },
    ),
    graphql.mutation("MarkAllNotificationsSeen", () => {
      state.mutations.push("allSeen");
      return state.failing ? fail() : HttpResponse.json({ data: { markAllNotificationsSeen: state.unseen } });
    }),
    graphql.mutation("DeleteNotification", ({ variables }) => {
      state.mutations.push(`delete:${variables.id}`);
      return state.failing ? fail() : HttpResponse.json({ data: { deleteNotification: true } });
    }),
  );
  return state;
}

/** A stand-in socket: tests push subscription data by operation name. */
export function fakeSocket() {
  const observers = new Map<string, Subscriber<ApolloLink.Result>>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        observers.set(operation.operationName ?? "", observer);
        return () => observers.delete(operation.operationName ?? "");
      }),
  );
  return {
    link,
    push(operationName: string, data: unknown) {
      const observer = observers.get(operationName);
      if (!observer) throw new Error(`nothing subscribed to ${operationName}`);
      observer.next({ data: data as Record<string, unknown> });
    },
    subscribed: () => [...observers.keys()],
  };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `ui` the way the app's layout does (notifications provider inside the session), at `path`. */
export function renderWithNotifications(
  ui: ReactNode,
  {
    path = "/mission",
    socket = fakeSocket(),
  }: { path?: string; socket?: ReturnType<typeof fakeSocket> } = {},
) {
  const withLocation = (
    <NotificationsProvider>
      {ui}
      <Location />
    </NotificationsProvider>
  );
  const routes: RouteObject[] = [{ path: "*", element: withLocation }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createApolloClient({
    httpLink: createHttpLink(undefined, noRetry),
    wsLink: socket.link,
    watchFocus: false,
    sweepCache: false,
  });
  const view = render(
    <ApolloProvider client={client}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </ApolloProvider>,
  );
  return { ...view, router, socket };
}

/** For pages under test that are not about notifications: the bell and the settings section get empty answers. */
export function serveNoNotifications() {
  serveNotifications([]);
  server.use(
    graphql.query("NotificationPreferences", () =>
      HttpResponse.json({
        data: {
          notificationPreferences: {
            __typename: "NotificationPreferences",
            reply: true,
            quote: true,
            mention: true,
            reaction: true,
            emailMissed: true,
          },
        },
      }),
    ),
    // nothing watched or muted: the settings' list says so
    graphql.query("WatchedSubjects", () => HttpResponse.json({ data: { watchedSubjects: [] } })),
  );
}
