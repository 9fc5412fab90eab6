import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { graphqlError, member, serveBan, serveMe, storeSignedIn } from "../../test/auth";
import { serveNoNotifications } from "../../test/notifications";
import { renderWithProviders } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { SettingsPage } from "./SettingsPage";

setupMockServer();

/** Answers the settings' question whether the member's mail address is confirmed. */
const serveMailConfirmed = (mailConfirmed: boolean) =>
  server.use(
    graphql.query("MyMailConfirmation", () =>
      HttpResponse.json({ data: { me: { __typename: "User", id: member.id, mailConfirmed } } }),
    ),
  );

// the notification preferences section is tested on its own; members are not banned unless a test says so
beforeEach(() => {
  serveNoNotifications();
  serveBan(null);
  serveMailConfirmed(true);
});

async function changePassword(current: string, next: string, confirm = next) {
  storeSignedIn();
  serveMe(member);
  renderWithProviders(<SettingsPage />);
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText("Current password"), current);
  if (next) await user.type(screen.getByLabelText("New password"), next);
  if (confirm) await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("SettingsPage", () => {
  it("is headed Settings with the picture and change-password forms", async () => {
    storeSignedIn();
    serveMe(member);
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole("form", { name: "Profile picture" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Change password" })).toBeInTheDocument();
  });

  it("shows an unconfirmed mail address with a button that mails the link again", async () => {
    serveMailConfirmed(false);
    let resent = 0;
    server.use(
      graphql.mutation("ResendMailConfirmation", () => {
        resent += 1;
        return HttpResponse.json({ data: { resendMailConfirmation: true } });
      }),
    );
    storeSignedIn();
    serveMe(member);
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole("heading", { name: "Confirm your mail address" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Sent. Open the link in the mail within 48 hours.",
    );
    expect(resent).toBe(1);
  });

  it("says nothing of a confirmed mail address", async () => {
    storeSignedIn();
    serveMe(member);
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole("form", { name: "Profile picture" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Confirm your mail address" })).not.toBeInTheDocument();
  });

  it("asks for the current and the new password", async () => {
    await changePassword("", "");
    expect(screen.getByText("Current password is required")).toBeInTheDocument();
    expect(screen.getByText("New password is required")).toBeInTheDocument();
  });

  it("checks the new password's length and confirmation", async () => {
    await changePassword("old-secret", "short", "other");
    expect(screen.getByText("Password must be at least 6 characters long")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
  });

  it("changes the password and says so", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation("ChangePassword", ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { changePassword: true } });
      }),
    );
    await changePassword("old-secret", "new-secret");
    expect(await screen.findByRole("status")).toHaveTextContent("Your password has been changed.");
    expect(sent).toEqual([{ currentPassword: "old-secret", newPassword: "new-secret" }]);
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("marks a wrong current password on its field, keeping the session", async () => {
    server.use(
      graphql.mutation("ChangePassword", () =>
        graphqlError("Current password is incorrect", "BAD_USER_INPUT", {
          currentPassword: "Current password is incorrect",
        }),
      ),
    );
    await changePassword("wrong-one", "new-secret");
    expect(await screen.findByText("Current password is incorrect")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(localStorage.getItem("token")).toBe("stored-token");
  });

  it("falls back to its own message when the server cannot be reached", async () => {
    server.use(graphql.mutation("ChangePassword", () => HttpResponse.error()));
    await changePassword("old-secret", "new-secret");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to change password. Please try again later.",
    );
  });

  it("shows a banned member the ban instead of the picture settings, and keeps the password form", async () => {
    storeSignedIn();
    serveMe(member);
    serveBan({ reason: "Advertising", endsAt: null });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByTestId("ban-notice")).toHaveTextContent("Advertising");
    expect(screen.queryByRole("form", { name: "Profile picture" })).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Change password" })).toBeInTheDocument();
  });
});
