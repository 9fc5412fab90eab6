import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { member, serveMe, storeSignedIn } from "../../test/auth";
import { notification, renderWithNotifications, serveNotifications } from "../../test/notifications";
import { setupMockServer } from "../../test/server";
import { NotificationsPage } from "./NotificationsPage";

setupMockServer();

function signIn() {
  storeSignedIn(member);
  serveMe(member);
}

function list() {
  return screen.findByRole("list");
}

describe("the notifications page", () => {
  it("lists the first 20 and loads the next page with 'Load more'", { timeout: 20_000 }, async () => {
    signIn();
    const items = Array.from({ length: 25 }, (_, i) => notification({ content: `item ${i}` }, i));
    const served = serveNotifications(items);
    renderWithNotifications(<NotificationsPage />, { path: "/forum/notifications" });
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(20);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(25));
    expect(served.listCalls.at(-1)).toMatchObject({ first: 20, after: items[19]!.id });
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("filters by type", async () => {
    signIn();
    const served = serveNotifications([
      notification({ type: "mention", content: "a mention" }),
      notification({ type: "reply", content: "a reply" }),
    ]);
    renderWithNotifications(<NotificationsPage />, { path: "/forum/notifications" });
    await list();
    await userEvent.selectOptions(screen.getByLabelText("Filter by type"), "Mentioned You");
    await waitFor(() => expect(screen.queryByText("a reply")).not.toBeInTheDocument());
    expect(screen.getByText("a mention")).toBeInTheDocument();
    expect(served.listCalls.at(-1)).toMatchObject({ type: "mention" });
  });

  it("marks all as read at once", async () => {
    signIn();
    const served = serveNotifications([notification(), notification()]);
    renderWithNotifications(<NotificationsPage />, { path: "/forum/notifications" });
    await list();
    const markAll = screen.getByRole("button", { name: "Mark all as read" });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    expect(screen.queryByText("(unseen)", { exact: false })).not.toBeInTheDocument();
    expect(markAll).toBeDisabled();
    expect(served.mutations).toEqual(["allSeen"]);
  });

  it("keeps all read when a page of the list answers after 'Mark all as read'", async () => {
    signIn();
    const served = serveNotifications([notification({ content: "first" }), notification()]);
    renderWithNotifications(<NotificationsPage />, { path: "/forum/notifications" });
    await list();
    let answerList = () => undefined as void;
    served.listHeld = new Promise((resolve) => (answerList = resolve));
    await userEvent.selectOptions(screen.getByLabelText("Filter by type"), "New Reply");
    await waitFor(() => expect(served.listCalls.at(-1)).toMatchObject({ type: "reply" }));
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(served.mutations).toEqual(["allSeen"]));
    answerList();
    expect(await screen.findByText("first")).toBeInTheDocument();
    expect(screen.queryByText("(unseen)", { exact: false })).not.toBeInTheDocument();
  });

  it("deletes one at once and does not bring it back when the server fails", async () => {
    signIn();
    const doomed = notification({ content: "to be deleted" });
    const served = serveNotifications([doomed, notification({ content: "to be kept" })]);
    renderWithNotifications(<NotificationsPage />, { path: "/forum/notifications" });
    await list();
    served.failing = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const [first] = screen.getAllByRole("button", { name: "Delete notification: New Reply" });
    await userEvent.click(first!);
    expect(screen.queryByText("to be deleted")).not.toBeInTheDocument();
    expect(screen.getByText("to be kept")).toBeInTheDocument();
    expect(served.mutations).toEqual([`delete:${doomed.id}`]);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Deleting a notification failed", expect.any(String)),
    );
  });

  it("opens a ban notice at the recipient's profile and marks it read", async () => {
    signIn();
    const ban = notification({ type: "ban", content: "You are banned for 3 days" });
    const served = serveNotifications([ban]);
    renderWithNotifications(<NotificationsPage />, { path: "/forum/notifications" });
    await userEvent.click(await screen.findByRole("button", { name: /^Account Ban/ }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/forum/user/maria"));
    expect(served.mutations).toEqual([`seen:${ban.id}`]);
  });

  it("says 'No notifications' when there are none", async () => {
    signIn();
    serveNotifications([]);
    renderWithNotifications(<NotificationsPage />, { path: "/forum/notifications" });
    expect(await screen.findByText("No notifications")).toBeInTheDocument();
  });

  it("warns of a limited service when the list cannot be fetched", async () => {
    signIn();
    const served = serveNotifications([]);
    served.failing = true;
    renderWithNotifications(<NotificationsPage />, { path: "/forum/notifications" });
    expect(await screen.findByRole("heading", { name: "Limited Service" })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Notifications could not be loaded");
  });
});
