import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { Header } from "../../app/Header";
import { member, serveMe, storeSignedIn, userWith } from "../../test/auth";
import { renderRoutes } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import type { AuthUser } from "./authStorage";

setupMockServer();

function renderHeader(path = "/mission") {
  return renderRoutes(
    [
      { path: "/mission", element: <Header /> },
      {
        path: "/forum",
        element: (
          <>
            <Header />
            <p>Forum home</p>
          </>
        ),
      },
      { path: "*", element: <Header /> },
    ],
    path,
  );
}

async function signedInHeader(user: AuthUser = member) {
  storeSignedIn(user);
  serveMe(user);
  const view = renderHeader();
  const button = await screen.findByRole("button", { name: new RegExp(user.username) });
  return { ...view, button };
}

describe("the header's account area", () => {
  it("offers Login and Sign Up to a visitor", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/forum/login");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/forum/register");
    expect(screen.queryByRole("button", { name: /account menu/ })).not.toBeInTheDocument();
  });

  it("shows a signed-in user's menu button with their avatar and name instead", async () => {
    const { button } = await signedInHeader();
    expect(button).toHaveAccessibleName("maria account menu");
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(within(button).getByText("M")).toHaveClass("avatar");
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("lists My Profile, Notifications, Settings and Log Out for a regular user", async () => {
    const { button } = await signedInHeader();
    await userEvent.click(button);
    const menu = screen.getByRole("menu");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(within(menu).getByRole("menuitem", { name: "My Profile" })).toHaveAttribute(
      "href",
      "/forum/user/maria",
    );
    expect(within(menu).getByRole("menuitem", { name: "Notifications" })).toHaveAttribute(
      "href",
      "/forum/notifications",
    );
    expect(within(menu).getByRole("menuitem", { name: "Settings" })).toHaveAttribute(
      "href",
      "/forum/settings",
    );
    expect(within(menu).getByRole("menuitem", { name: "Log Out" })).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: /Admin Panel/ })).not.toBeInTheDocument();
  });

  it.each([
    ["admin", "Admin"],
    ["moderator", "Moderator"],
  ] as const)("adds Admin Panel with a role badge for a %s", async (role, badge) => {
    const { button } = await signedInHeader(userWith(role));
    await userEvent.click(button);
    const item = screen.getByRole("menuitem", { name: `Admin Panel ${badge}` });
    expect(item).toHaveAttribute("href", "/forum/admin");
    expect(within(item).getByText(badge)).toHaveClass(`role-badge--${role}`);
  });

  it("moves the focus through the items with the arrow keys", async () => {
    const { button } = await signedInHeader();
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "My Profile" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Notifications" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Log Out" })).toHaveFocus();
  });

  it("closes on Escape and gives the focus back to the button", async () => {
    const { button } = await signedInHeader();
    await userEvent.click(button);
    await userEvent.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("closes when clicking elsewhere", async () => {
    const { button } = await signedInHeader();
    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("logs out, forgets the session and goes to /forum", async () => {
    let loggedOut = false;
    server.use(
      graphql.mutation("Logout", () => {
        loggedOut = true;
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    const { button, router } = await signedInHeader();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("menuitem", { name: "Log Out" }));
    expect(await screen.findByText("Forum home")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/forum");
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem("token")).toBeNull();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
  });
});
