import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { member, serveMe, storeSignedIn, userWith } from "../../test/auth";
import { renderRoutes } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { RequireAuth } from "./RequireAuth";

setupMockServer();

const routes = [
  { path: "/forum", element: <p>Forum home</p> },
  { path: "/forum/login", element: <p>Login page</p> },
  { element: <RequireAuth />, children: [{ path: "/forum/settings", element: <p>Settings page</p> }] },
  {
    path: "/forum/admin/*",
    element: (
      <RequireAuth requireRole="adminOrModerator">
        <p>Admin area</p>
      </RequireAuth>
    ),
  },
];

describe("RequireAuth", () => {
  it("says Authenticating... while the stored session is checked", async () => {
    storeSignedIn();
    server.use(
      graphql.query("Me", async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return HttpResponse.json({ data: { me: { __typename: "User", ...member } } });
      }),
    );
    renderRoutes(routes, "/forum/settings");
    expect(screen.getByRole("status")).toHaveTextContent("Authenticating...");
    expect(await screen.findByText("Settings page")).toBeInTheDocument();
  });

  it("sends a visitor to login and remembers where they were going", async () => {
    const { router } = renderRoutes(routes, "/forum/settings?tab=password");
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/forum/login");
    expect(sessionStorage.getItem("auth-origin")).toBe("/forum/settings?tab=password");
  });

  it("asks for the session again 100 ms after sending the visitor to login", async () => {
    const seen = serveMe(member);
    renderRoutes(routes, "/forum/settings");
    await screen.findByText("Login page");
    // a token that arrives meanwhile (another tab signed in) is picked up by the retry
    localStorage.setItem("token", "arrived");
    await waitFor(() => expect(seen).toEqual(["Bearer arrived"]));
  });

  it("lets a signed-in user through", async () => {
    storeSignedIn();
    serveMe(member);
    renderRoutes(routes, "/forum/settings");
    expect(await screen.findByText("Settings page")).toBeInTheDocument();
  });

  it.each(["admin", "moderator"] as const)("lets a %s into the admin area", async (role) => {
    storeSignedIn(userWith(role));
    serveMe(userWith(role));
    renderRoutes(routes, "/forum/admin/reports");
    expect(await screen.findByText("Admin area")).toBeInTheDocument();
  });

  it("sends a regular user away from the admin area to /forum", async () => {
    storeSignedIn();
    serveMe(member);
    const { router } = renderRoutes(routes, "/forum/admin");
    expect(await screen.findByText("Forum home")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/forum");
  });

  it("sends a visitor from the admin area to login", async () => {
    renderRoutes(routes, "/forum/admin/reports");
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(sessionStorage.getItem("auth-origin")).toBe("/forum/admin/reports");
  });
});
