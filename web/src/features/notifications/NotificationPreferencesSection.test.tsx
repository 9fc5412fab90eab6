import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { UpdateNotificationPreferencesMutationVariables } from "../../gql/graphql";
import { graphqlError, member, serveMe, storeSignedIn } from "../../test/auth";
import { renderWithProviders } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { NotificationPreferencesSection } from "./NotificationPreferencesSection";

setupMockServer();

const stored = {
  reply: true,
  quote: true,
  mention: true,
  reaction: false,
  emailMissed: true,
  incident: true,
  followOwn: true,
};

function servePreferences() {
  const saved: unknown[] = [];
  server.use(
    graphql.query("NotificationPreferences", () =>
      HttpResponse.json({
        data: { notificationPreferences: { __typename: "NotificationPreferences", ...stored } },
      }),
    ),
    graphql.mutation<never, UpdateNotificationPreferencesMutationVariables>(
      "UpdateNotificationPreferences",
      ({ variables }) => {
        saved.push(variables.input);
        return HttpResponse.json({
          data: {
            updateNotificationPreferences: {
              __typename: "NotificationPreferences",
              ...stored,
              ...variables.input,
            },
          },
        });
      },
    ),
  );
  return saved;
}

function renderSection() {
  storeSignedIn(member);
  serveMe(member);
  renderWithProviders(<NotificationPreferencesSection />, { path: "/forum/settings" });
}

describe("NotificationPreferencesSection", () => {
  it("shows the stored choices for replies, quotes, mentions, reactions and missed-notification mail", async () => {
    servePreferences();
    renderSection();
    expect(await screen.findByLabelText("Replies in threads I write in or watch")).toBeChecked();
    expect(screen.getByLabelText("Quotes of my posts")).toBeChecked();
    expect(screen.getByLabelText("Mentions of my username")).toBeChecked();
    expect(screen.getByLabelText("Reactions to my posts")).not.toBeChecked();
    expect(screen.getByLabelText(/E-mail me mentions, replies and new threads/)).toBeChecked();
  });

  it("saves only what changed and confirms it", async () => {
    const saved = servePreferences();
    renderSection();
    await userEvent.click(await screen.findByLabelText("Reactions to my posts"));
    await userEvent.click(screen.getByLabelText(/E-mail me mentions, replies and new threads/));
    await userEvent.click(screen.getByRole("button", { name: "Save notification preferences" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Notification preferences saved.");
    expect(saved).toEqual([{ reaction: true, emailMissed: false }]);
    expect(screen.getByLabelText("Reactions to my posts")).toBeChecked();
  });

  it("says so when saving fails, keeping the choices made", async () => {
    servePreferences();
    server.use(
      graphql.mutation("UpdateNotificationPreferences", () => graphqlError("Boom", "INTERNAL_SERVER_ERROR")),
    );
    renderSection();
    await userEvent.click(await screen.findByLabelText("Quotes of my posts"));
    await userEvent.click(screen.getByRole("button", { name: "Save notification preferences" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Notification preferences could not be saved.",
    );
    expect(screen.getByLabelText("Quotes of my posts")).not.toBeChecked();
  });
});
