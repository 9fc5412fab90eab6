import { ApolloProvider } from "@apollo/client/react";
import { useState } from "react";
import { useRoutes } from "react-router-dom";
import { AuthProvider } from "../features/auth";
import { LocaleRouter } from "../i18n";
import { createApolloClient } from "./apollo";
import { appRoutes } from "./router";

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App() {
  // created once per mounted app, not at import time, so tests and hot reloads start clean
  const [client] = useState(createApolloClient);
  // the declarative router: the app uses no loaders or actions, and leaving the data router out of the
  // bundle saves 14 KB (brotli) on every first load (docs/decisions/008-declarative-router.md); LocaleRouter
  // is its BrowserRouter with the path's language as the basename (decision 114)
  return (
    <ApolloProvider client={client}>
      <AuthProvider>
        <LocaleRouter>
          <AppRoutes />
        </LocaleRouter>
      </AuthProvider>
    </ApolloProvider>
  );
}
