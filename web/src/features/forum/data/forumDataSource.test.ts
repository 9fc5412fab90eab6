import { describe, expect, it, vi } from "vitest";
import { GENERIC_LOAD_ERROR, loadErrorText, loadForumData } from "./forumDataSource";
import { EMPTY_FORUM_DATA, type ForumData } from "./forumModel";

const data = (name: string): ForumData => ({
  categories: [{ id: "1", name, description: "", threadCount: 0, postCount: 0 }],
  recentThreads: [],
  stats: { totalThreads: 1, totalPosts: 2, totalUsers: 3, onlineUsers: 0 },
});
const failing = () => Promise.reject(new Error("offline"));

describe("loadForumData", () => {
  it("uses GraphQL when it answers and never asks the fallbacks", async () => {
    const rest = vi.fn(failing);
    const result = await loadForumData({ graphql: async () => data("graphql"), rest, stored: () => null });
    expect(result).toEqual({ data: data("graphql"), fresh: true, error: null });
    expect(rest).not.toHaveBeenCalled();
  });

  it("falls back to the REST calls when GraphQL fails", async () => {
    const result = await loadForumData({
      graphql: failing,
      rest: async () => data("rest"),
      stored: () => null,
    });
    expect(result).toEqual({ data: data("rest"), fresh: true, error: null });
  });

  it("falls back to the stored copy, not fresh, when both fail", async () => {
    const result = await loadForumData({ graphql: failing, rest: failing, stored: () => data("stored") });
    expect(result.data).toEqual(data("stored"));
    expect(result.fresh).toBe(false);
    expect(result.error).toEqual(new Error("offline"));
  });

  it("ends with the empty default when nothing was stored", async () => {
    const result = await loadForumData({ graphql: failing, rest: failing, stored: () => null });
    expect(result.data).toEqual(EMPTY_FORUM_DATA);
    expect(result.fresh).toBe(false);
  });
});

describe("loadErrorText", () => {
  it("shows a string error as it is and anything else as the general sentence", () => {
    expect(loadErrorText("The forum is down for maintenance")).toBe("The forum is down for maintenance");
    expect(loadErrorText(new Error("Failed to fetch"))).toBe(GENERIC_LOAD_ERROR);
    expect(loadErrorText(undefined)).toBe(GENERIC_LOAD_ERROR);
    expect(GENERIC_LOAD_ERROR).toBe("An error occurred while loading the forum. Please try again.");
  });
});
