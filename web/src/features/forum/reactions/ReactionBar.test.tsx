import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { server, setupMockServer } from "../../../test/server";
import { ReactionBar, type ReactionKind } from "./ReactionBar";

setupMockServer();

const KINDS: ReactionKind[] = ["like", "heart", "laugh", "wow", "sad", "thanks"];
const reactions = KINDS.map((kind) => ({
  kind,
  count: kind === "like" ? 2 : kind === "thanks" ? 1 : 0,
  reacted: kind === "like",
}));

describe("a post's reactions", () => {
  it("shows only the reactions given, each named by what it shows", async () => {
    renderWithProviders(<ReactionBar postId="7" reactions={reactions} canReact />);
    const like = await screen.findByRole("button", { name: "Like 2" });
    const bar = screen.getByRole("group", { name: "Reactions" });
    expect(like).toHaveAttribute("aria-pressed", "true");
    expect(like).not.toHaveAttribute("aria-label");
    expect(within(bar).getByRole("button", { name: "Thanks 1" })).toHaveAttribute("aria-pressed", "false");
    expect(within(bar).queryByRole("button", { name: /Love|Laugh|Wow|Sad/ })).not.toBeInTheDocument();
  });

  it("offers all six behind Add reaction, and picking one toggles it", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation("ToggleReaction", ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { toggleReaction: { __typename: "Post", id: "7", reactions: [] } },
        });
      }),
    );
    renderWithProviders(<ReactionBar postId="7" reactions={reactions} canReact />);
    const add = await screen.findByRole("button", { name: "Add reaction" });
    await userEvent.click(add);
    const picker = await screen.findByRole("group", { name: "Pick a reaction" });
    expect(within(picker).getAllByRole("button")).toHaveLength(6);
    expect(within(picker).getByRole("button", { name: "Like" })).toHaveAttribute("aria-pressed", "true");
    expect(within(picker).getByRole("button", { name: "Like" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Pick a reaction" })).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    await userEvent.click(add);
    await userEvent.click(await screen.findByRole("button", { name: "Wow" }));
    await expect.poll(() => sent).toEqual([{ postId: "7", kind: "wow" }]);
  });

  it("shows visitors the counts and nothing to press", () => {
    renderWithProviders(<ReactionBar postId="7" reactions={reactions} canReact={false} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "Like" })).toHaveLength(1);
  });
});
