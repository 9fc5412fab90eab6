import { ApolloProvider } from "@apollo/client/react";
import { Suspense, useState } from "react";
import { useRoutes, type RouteObject } from "react-router-dom";
import { ErrorBoundary } from "../app/ErrorBoundary";
import { lazyWithTimeout } from "../app/lazyWithTimeout";
import { PageLoading } from "../app/PageLoading";
import type { MapPageModule } from "../features/map";
import { LocaleRouter, withCatalogs } from "../i18n";
import { createEmbedClient } from "./embedClient";

// the map page's own lazy chunk, the one the site's home page loads: shared, cached once for both
const EmbeddedMapPage = lazyWithTimeout(() =>
  withCatalogs(
    ["map"],
    import("../features/map/MapPage").then((module: MapPageModule) => ({
      default: module.EmbeddedMapPage,
    })),
  ),
);

/** The embed's one screen; the server sends every other path to the app (web/index.html). */
export const embedRoutes: RouteObject[] = [{ path: "embed", element: <EmbeddedMapPage /> }];

function EmbedRoutes() {
  return useRoutes(embedRoutes);
}

/**
 * The embeddable map (/embed, /de/embed …): the map and its legend filling another site's iframe, with no
 * header or footer. The router takes the address's language as the app's does; nothing here signs in.
 */
export function EmbedApp() {
  const [client] = useState(createEmbedClient);
  return (
    <ApolloProvider client={client}>
      <LocaleRouter>
        <main className="embed-root">
          <ErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <EmbedRoutes />
            </Suspense>
          </ErrorBoundary>
        </main>
      </LocaleRouter>
    </ApolloProvider>
  );
}
