import { ApolloProvider } from "@apollo/client/react";
import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { AuthProvider } from "../features/auth/AuthProvider";
import { createApolloClient } from "./apollo";
import { createAppRouter } from "./router";

export function App() {
  // created once per mounted app, not at import time, so tests and hot reloads start clean
  const [client] = useState(createApolloClient);
  const [router] = useState(createAppRouter);
  return (
    <ApolloProvider client={client}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </ApolloProvider>
  );
}
