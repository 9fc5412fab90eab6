import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { EMPTY } from "rxjs";
import { createApolloClient, createHttpLink } from "../app/apollo";
import { createRetryLink } from "../app/queryRetry";
import { AuthProvider } from "../features/auth";

/** Component tests see each failure once: retries and their delays are queryRetry.test.ts's subject. */
export const noRetry = new ApolloLink((operation, forward) => forward(operation));

export function createTestApolloClient() {
  // subscriptions are not under test here; a socket would only add noise
  return createApolloClient({
    httpLink: createHttpLink(undefined, noRetry),
    wsLink: new ApolloLink(() => EMPTY),
    watchFocus: false,
    sweepCache: false,
  });
}

/**
 * The app's client with its retry rules, whose waits last 1 ms instead of 1 s: for tests that count the
 * attempts a kind of query makes.
 */
export function createRetryingTestClient() {
  return createApolloClient({
    httpLink: createHttpLink(
      undefined,
      createRetryLink(() => 1),
    ),
    wsLink: new ApolloLink(() => EMPTY),
    watchFocus: false,
    sweepCache: false,
  });
}

/** Renders a component inside the providers the app gives it: Apollo, the session and a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  return render(
    <ApolloProvider client={createTestApolloClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );
}

/** Renders a route table the way the app does, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ApolloProvider client={createTestApolloClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </ApolloProvider>,
  );
  return { ...view, router };
}
