import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appRoutes } from "../../app/router";
import { member, serveCaptchaConfig, serveMe, storeSignedIn, userWith } from "../../test/auth";
import { serveNoNotifications } from "../../test/notifications";
import { renderRoutes } from "../../test/render";
import { setupMockServer } from "../../test/server";

setupMockServer();

// every page here is a lazy chunk, the first load of which is slow while the whole suite runs
const LAZY_PAGE = { timeout: 5000 };

describe("the account routes", () => {
  it.each(["/forum/login", "/forum/register", "/forum/reset-password?token=t"])("serve %s", async (path) => {
    serveCaptchaConfig();
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole("heading", { level: 1 }, LAZY_PAGE)).toBeInTheDocument();
    expect(screen.queryByText("Page not found")).not.toBeInTheDocument();
  });

  it.each(["/forum/settings", "/forum/new-thread", "/forum/notifications", "/forum/admin/reports"])(
    "send a visitor from %s to login, remembering it",
    async (path) => {
      const { router } = renderRoutes(appRoutes, path);
      expect(await screen.findByRole("heading", { name: "Log in" }, LAZY_PAGE)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/forum/login");
      expect(sessionStorage.getItem("auth-origin")).toBe(path);
    },
  );

  it.each([
    ["/forum/settings", "Settings"],
    ["/forum/new-thread", "New Thread"],
    ["/forum/notifications", "Notifications"],
  ])("let a signed-in user into %s", async (path, heading) => {
    storeSignedIn();
    serveMe(member);
    serveNoNotifications();
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole("heading", { level: 1, name: heading }, LAZY_PAGE)).toBeInTheDocument();
  });

  it("let a moderator into the admin area", async () => {
    storeSignedIn(userWith("moderator"));
    serveMe(userWith("moderator"));
    serveNoNotifications();
    renderRoutes(appRoutes, "/forum/admin/reports");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Admin Panel" }, LAZY_PAGE),
    ).toBeInTheDocument();
  });
});
