import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { member, serveMe, storeSignedIn } from "../../test/auth";
import { renderWithProviders } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { SettingsPage } from "./SettingsPage";

setupMockServer();

const storedUser = (): unknown => JSON.parse(localStorage.getItem("user") ?? "null");
const picture = (size: number, type = "image/png", name = "me.png") =>
  new File([new Uint8Array(size)], name, { type });

async function openSettings() {
  storeSignedIn();
  serveMe(member);
  renderWithProviders(<SettingsPage />);
  return userEvent.setup({ applyAccept: false });
}

describe("the avatar settings", () => {
  beforeEach(() => {
    // jsdom has no object URLs; the preview only needs one to point at
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("says at once that a file over 2 MB is too large, and sends nothing", async () => {
    const user = await openSettings();
    await user.upload(screen.getByLabelText("Choose a picture"), picture(2 * 1024 * 1024 + 1));
    expect(screen.getByRole("alert")).toHaveTextContent("The picture must be at most 2 MB.");
    expect(screen.queryByAltText("Preview of your new picture")).not.toBeInTheDocument();
  });

  it("says at once that a PDF is not a picture", async () => {
    const user = await openSettings();
    await user.upload(screen.getByLabelText("Choose a picture"), picture(100, "application/pdf", "cv.pdf"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The picture must be a JPEG, PNG, GIF or WebP image.",
    );
  });

  it("previews the chosen picture, uploads the raw file and keeps the new address for the header", async () => {
    const received: { type: string | null; size: number; auth: string | null }[] = [];
    server.use(
      http.put("*/api/forum/settings/avatar", async ({ request }) => {
        const body = await request.arrayBuffer();
        received.push({
          type: request.headers.get("content-type"),
          size: body.byteLength,
          auth: request.headers.get("authorization"),
        });
        return HttpResponse.json({ profilePicture: "/uploads/avatars/new.webp", useDefaultAvatar: false });
      }),
    );
    const user = await openSettings();
    await user.upload(screen.getByLabelText("Choose a picture"), picture(1234));
    expect(screen.getByAltText("Preview of your new picture")).toHaveAttribute("src", "blob:preview");
    await user.click(screen.getByRole("button", { name: "Save picture" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your new picture is saved.");
    expect(received).toEqual([{ type: "image/png", size: 1234, auth: "Bearer stored-token" }]);
    expect(storedUser()).toMatchObject({
      profilePicture: "/uploads/avatars/new.webp",
      useDefaultAvatar: false,
    });
    expect(screen.getByRole("img", { name: "maria's avatar" })).toHaveAttribute(
      "src",
      "/uploads/avatars/new.webp",
    );
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.put("*/api/forum/settings/avatar", () =>
        HttpResponse.json(
          { message: "The picture has too many pixels: at most 40 megapixels." },
          { status: 400 },
        ),
      ),
    );
    const user = await openSettings();
    await user.upload(screen.getByLabelText("Choose a picture"), picture(500));
    await user.click(screen.getByRole("button", { name: "Save picture" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The picture has too many pixels: at most 40 megapixels.",
    );
    expect(storedUser()).toMatchObject({ profilePicture: null });
  });

  it("switches to the letter avatar through the settings mutation", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation("UpdateSettings", ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { updateSettings: { __typename: "User", ...member, useDefaultAvatar: true } },
        });
      }),
    );
    const user = await openSettings();
    await user.click(screen.getByRole("switch", { name: "Use default avatar" }));
    await vi.waitFor(() => expect(storedUser()).toMatchObject({ useDefaultAvatar: true }));
    expect(sent).toEqual([{ input: { useDefaultAvatar: true } }]);
    expect(screen.getByRole("switch", { name: "Use default avatar" })).toBeChecked();
  });

  it("puts the switch back and says so when the setting cannot be saved", async () => {
    server.use(graphql.mutation("UpdateSettings", () => HttpResponse.error()));
    const user = await openSettings();
    await user.click(screen.getByRole("switch", { name: "Use default avatar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The settings could not be saved. Please try again.",
    );
    expect(screen.getByRole("switch", { name: "Use default avatar" })).not.toBeChecked();
    expect(storedUser()).toMatchObject({ useDefaultAvatar: false });
  });
});
