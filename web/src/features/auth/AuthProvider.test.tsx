import { useQuery } from "@apollo/client/react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteInfoQuery } from "../../components/siteInfo.graphql";
import { authPayload, graphqlError, jsonResponse, member, serveMe, storeSignedIn } from "../../test/auth";
import { renderWithProviders } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { readStoredUser } from "./authStorage";
import { useAuth } from "./useAuth";

setupMockServer();

afterEach(() => {
  document.cookie = "token=; path=/; max-age=0";
});

function Probe() {
  const { user, loading, login, logout } = useAuth();
  return (
    <div>
      <p>{loading ? "loading" : user ? `signed in as ${user.username}` : "visitor"}</p>
      <button onClick={() => void login({ username: "maria", password: "secret1" }).catch(() => undefined)}>
        login
      </button>
      <button onClick={() => void logout()}>logout</button>
    </div>
  );
}

const offline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

describe("AuthProvider", () => {
  it("makes no current-user call and has no user without a token", async () => {
    const seen = serveMe(member);
    renderWithProviders(<Probe />);
    expect(screen.getByText("visitor")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });

  it("asks the server who the stored token belongs to, with the Bearer token, and caches the answer", async () => {
    storeSignedIn({ ...member, username: "old-name" });
    const seen = serveMe(member);
    renderWithProviders(<Probe />);
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("signed in as maria")).toBeInTheDocument();
    expect(seen[0]).toBe("Bearer stored-token");
    expect(readStoredUser()?.username).toBe("maria");
  });

  it("clears token, user and cookie when the current-user call answers UNAUTHENTICATED", async () => {
    storeSignedIn();
    document.cookie = "token=stored-token; path=/";
    server.use(graphql.query("Me", () => graphqlError("Session expired", "UNAUTHENTICATED")));
    renderWithProviders(<Probe />);
    expect(await screen.findByText("visitor")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(document.cookie).not.toContain("token=stored-token");
  });

  it("clears the session when the current-user call answers HTTP 401", async () => {
    storeSignedIn();
    server.use(graphql.query("Me", () => jsonResponse({ message: "Unauthorized" }, 401)));
    renderWithProviders(<Probe />);
    expect(await screen.findByText("visitor")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("clears the session when the server knows no user for the token", async () => {
    storeSignedIn();
    serveMe(null);
    renderWithProviders(<Probe />);
    expect(await screen.findByText("visitor")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("has no user after a 403 but keeps the stored credentials", async () => {
    storeSignedIn();
    server.use(graphql.query("Me", () => graphqlError("Your account is banned", "FORBIDDEN")));
    renderWithProviders(<Probe />);
    expect(await screen.findByText("visitor")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("stored-token");
    expect(readStoredUser()).toEqual(member);
  });

  it("serves the cached user when the server cannot be reached, after one retry", async () => {
    storeSignedIn();
    let calls = 0;
    server.use(
      graphql.query("Me", () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    renderWithProviders(<Probe />);
    expect(await screen.findByText("signed in as maria", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(localStorage.getItem("token")).toBe("stored-token");
  });

  it("serves the cached user when offline", async () => {
    offline();
    storeSignedIn();
    server.use(graphql.query("Me", () => HttpResponse.error()));
    renderWithProviders(<Probe />);
    expect(await screen.findByText("signed in as maria")).toBeInTheDocument();
  });

  it("stores token, cookie and user after login", async () => {
    server.use(graphql.mutation("Login", () => HttpResponse.json({ data: { login: authPayload(member) } })));
    renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole("button", { name: "login" }));
    expect(await screen.findByText("signed in as maria")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("new-token");
    expect(document.cookie).toContain("token=new-token");
    expect(readStoredUser()).toEqual(member);
  });

  it("leaves the failed-attempt flag after a failed login", async () => {
    server.use(
      graphql.mutation("Login", () => graphqlError("Invalid username or password", "UNAUTHENTICATED")),
    );
    renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole("button", { name: "login" }));
    await waitFor(() => expect(localStorage.getItem("auth-failed")).toBe("1"));
  });

  it("ends the session on the server at logout and forgets token, user and cookie", async () => {
    storeSignedIn();
    document.cookie = "token=stored-token; path=/";
    serveMe(member);
    const logoutHeaders: (string | null)[] = [];
    server.use(
      graphql.mutation("Logout", ({ request }) => {
        logoutHeaders.push(request.headers.get("authorization"));
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    renderWithProviders(<Probe />);
    await screen.findByText("signed in as maria");
    await userEvent.click(screen.getByRole("button", { name: "logout" }));
    expect(await screen.findByText("visitor")).toBeInTheDocument();
    expect(logoutHeaders).toEqual(["Bearer stored-token"]);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(document.cookie).not.toContain("token=stored-token");
  });

  it("forgets the session locally even when logout cannot reach the server", async () => {
    storeSignedIn();
    serveMe(member);
    server.use(graphql.mutation("Logout", () => HttpResponse.error()));
    renderWithProviders(<Probe />);
    await screen.findByText("signed in as maria");
    await userEvent.click(screen.getByRole("button", { name: "logout" }));
    expect(await screen.findByText("visitor")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("signs out when any other call made with the stored token answers UNAUTHENTICATED", async () => {
    storeSignedIn();
    serveMe(member);
    server.use(graphql.query("SiteInfo", () => graphqlError("Session expired", "UNAUTHENTICATED")));
    function AskLater() {
      const [ask, setAsk] = useState(false);
      useQuery(siteInfoQuery, { skip: !ask });
      return <button onClick={() => setAsk(true)}>ask</button>;
    }
    renderWithProviders(
      <>
        <Probe />
        <AskLater />
      </>,
    );
    await screen.findByText("signed in as maria");
    await userEvent.click(screen.getByRole("button", { name: "ask" }));
    expect(await screen.findByText("visitor")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });
});
