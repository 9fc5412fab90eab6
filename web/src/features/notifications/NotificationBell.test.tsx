import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { Header } from "../../app/Header";
import { member, serveMe, storeSignedIn } from "../../test/auth";
import { notification, renderWithNotifications, serveNotifications } from "../../test/notifications";
import { server, setupMockServer } from "../../test/server";

setupMockServer();

const wideWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = wideWidth;
});

function signIn(user = member) {
  storeSignedIn(user);
  serveMe(user);
}

async function bell(name: RegExp = /^Notifications/) {
  return screen.findByRole("button", { name });
}

function location() {
  return screen.getByTestId("location").textContent;
}

describe("the notification bell", () => {
  it("is not shown to a visitor, and nothing is asked", () => {
    const served = serveNotifications([notification()]);
    renderWithNotifications(<Header />);
    expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(served.listCalls).toEqual([]);
  });

  it("loads nothing for a signed-in user without an id", async () => {
    signIn({ ...member, id: "" });
    const served = serveNotifications([notification()]);
    renderWithNotifications(<Header />);
    await screen.findByRole("button", { name: /account menu/ });
    expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(served.listCalls).toEqual([]);
  });

  it("shows the unseen count on its badge", async () => {
    signIn();
    serveNotifications([notification(), notification(), notification({ seen: true })]);
    renderWithNotifications(<Header />);
    const button = await bell(/2 unseen/);
    expect(within(button).getByTestId("notification-badge")).toHaveTextContent("2");
  });

  it("shows 9+ above 9", async () => {
    signIn();
    serveNotifications([notification()], 12);
    renderWithNotifications(<Header />);
    const button = await bell(/more than 9 unseen/);
    expect(within(button).getByTestId("notification-badge")).toHaveTextContent("9+");
  });

  it("opens a dropdown of the 3 most recent with their label, time and content", async () => {
    signIn();
    serveNotifications([
      notification({ type: "mention", content: "alice mentioned you" }, 0),
      notification({ type: "quote", content: null }, 5),
      notification({ type: "report_update", content: "Your report was handled" }, 120),
      notification({ type: "reply", content: "the fourth" }, 200),
    ]);
    renderWithNotifications(<Header />);
    await userEvent.click(await bell(/4 unseen/));
    const panel = screen.getByRole("region", { name: "Recent notifications" });
    const entries = within(panel).getAllByRole("button");
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent(/Mentioned You.*Just now.*alice mentioned you/);
    expect(entries[1]).toHaveTextContent(/Quoted in Post.*5m ago.*No content available/);
    expect(entries[2]).toHaveTextContent(/Report Update.*2h ago.*Your report was handled/);
    expect(within(panel).getByRole("link", { name: "View all" })).toHaveAttribute(
      "href",
      "/forum/notifications",
    );
    expect(within(panel).getByRole("link", { name: "View all notifications" })).toHaveAttribute(
      "href",
      "/forum/notifications",
    );
  });

  it("says 'No notifications' when there are none", async () => {
    signIn();
    serveNotifications([]);
    renderWithNotifications(<Header />);
    await userEvent.click(await bell());
    expect(await screen.findByText("No notifications")).toBeInTheDocument();
  });

  it("warns of a limited service when fetching fails, and keeps the bell usable", async () => {
    signIn();
    const served = serveNotifications([]);
    served.failing = true;
    renderWithNotifications(<Header />);
    const button = await bell();
    await waitFor(() => expect(served.listCalls).toHaveLength(1));
    await userEvent.click(button);
    expect(await screen.findByRole("heading", { name: "Limited Service" })).toBeInTheDocument();
    expect(
      screen.getByText("Notification service is experiencing issues. Some notifications may be delayed."),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("is disabled once three calls have failed", async () => {
    signIn();
    const served = serveNotifications([]);
    served.failing = true;
    renderWithNotifications(<Header />);
    await waitFor(() => expect(served.listCalls).toHaveLength(1));
    // coming back online forces a refetch; two more failures open the circuit breaker
    for (const expected of [2, 3]) {
      act(() => void window.dispatchEvent(new Event("online")));
      await waitFor(() => expect(served.listCalls).toHaveLength(expected));
    }
    await waitFor(() => expect(screen.getByRole("button", { name: /^Notifications/ })).toBeDisabled());
  });

  it("goes straight to /forum/notifications under 768 px", async () => {
    signIn();
    serveNotifications([notification()]);
    window.innerWidth = 390;
    renderWithNotifications(<Header />);
    await userEvent.click(await bell(/1 unseen/));
    expect(location()).toBe("/forum/notifications");
    expect(screen.queryByRole("region", { name: "Recent notifications" })).not.toBeInTheDocument();
  });

  it("shows the Admin Panel to a member promoted meanwhile, without a reload", async () => {
    signIn();
    serveNotifications([]);
    const { socket } = renderWithNotifications(<Header />);
    const menu = await screen.findByRole("button", { name: /account menu/ });
    await waitFor(() => expect(socket.subscribed()).toContain("ViewerChanged"));
    await userEvent.click(menu);
    expect(screen.queryByRole("menuitem", { name: /Admin Panel/ })).not.toBeInTheDocument();
    await userEvent.click(menu);
    // the server now says the member is a moderator, and the live channel says something changed
    serveMe({ ...member, role: "moderator" });
    act(() =>
      socket.push("ViewerChanged", { viewerChanged: { __typename: "ViewerChange", role: "moderator" } }),
    );
    await userEvent.click(menu);
    expect(await screen.findByRole("menuitem", { name: /Admin Panel/ })).toBeInTheDocument();
  });

  it("shows a pushed notification without a reload and announces it politely", async () => {
    signIn();
    serveNotifications([]);
    const { socket } = renderWithNotifications(<Header />);
    await bell();
    await waitFor(() => expect(socket.subscribed()).toContain("NotificationAdded"));
    act(() =>
      socket.push("NotificationAdded", {
        notificationAdded: {
          __typename: "NotificationAdded",
          notification: notification(
            {
              type: "mention",
              content: "Did you take any photos?",
              relatedThread: { __typename: "NotificationThread", id: "t1", title: "Drones at dusk" },
            } as Parameters<typeof notification>[0],
            0,
          ),
          unseenCount: 1,
        },
      }),
    );
    expect(await bell(/1 unseen/)).toBeInTheDocument();
    const live = screen.getByTestId("notification-announcement");
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(live).toHaveTextContent('Mentioned You: alice mentioned you in "Drones at dusk"');
    await userEvent.click(screen.getByRole("button", { name: /1 unseen/ }));
    const panel = screen.getByRole("region", { name: "Recent notifications" });
    expect(panel).toHaveTextContent("alice mentioned you in Drones at dusk");
    expect(panel.querySelector(".notification-entry__headline em")).toHaveTextContent("Drones at dusk");
    expect(panel).toHaveTextContent("Did you take any photos?");
  });

  it("follows a change made in another tab", async () => {
    signIn();
    const first = notification();
    serveNotifications([first]);
    const { socket } = renderWithNotifications(<Header />);
    await bell(/1 unseen/);
    await waitFor(() => expect(socket.subscribed()).toContain("NotificationsChanged"));
    act(() =>
      socket.push("NotificationsChanged", {
        notificationsChanged: {
          __typename: "NotificationsChanged",
          ids: [],
          change: "allSeen",
          unseenCount: 0,
        },
      }),
    );
    expect(await bell(/^Notifications$/)).toBeInTheDocument();
  });

  it("opens a reply at its post's page, marks it read and closes the dropdown", async () => {
    signIn();
    const reply = notification({
      relatedPost: { id: "p7" },
      relatedThread: { id: "t3", title: "Port" },
    });
    const served = serveNotifications([reply]);
    server.use(
      graphql.query("NotificationPostPage", ({ variables }) =>
        HttpResponse.json({ data: { postLocation: variables.postId === "p7" ? { page: 2 } : null } }),
      ),
    );
    renderWithNotifications(<Header />);
    await userEvent.click(await bell(/1 unseen/));
    await userEvent.click(screen.getByRole("button", { name: /New Reply/ }));
    await waitFor(() => expect(location()).toBe("/forum/thread/t3?page=2&highlight=p7"));
    expect(served.mutations).toEqual([`seen:${reply.id}`]);
    expect(screen.queryByRole("region", { name: "Recent notifications" })).not.toBeInTheDocument();
    expect(await bell(/^Notifications$/)).toBeInTheDocument();
  });
});
