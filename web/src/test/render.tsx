import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { EMPTY } from "rxjs";
import { createApolloClient, createHttpLink } from "../app/apollo";

export function createTestApolloClient() {
  // subscriptions are not under test here; a socket would only add noise
  return createApolloClient({ httpLink: createHttpLink(), wsLink: new ApolloLink(() => EMPTY) });
}

/** Renders a component inside the providers the app gives it: Apollo and a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  return render(
    <ApolloProvider client={createTestApolloClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
}

/** Renders a route table the way the app does, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ApolloProvider client={createTestApolloClient()}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, router };
}
