import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { server, setupMockServer } from "../../../test/server";
import { FORUM_DATA_STORAGE_KEY } from "../data/forumDataStorage";
import { EMPTY_FORUM_DATA, type ForumData } from "../data/forumModel";
import { ForumHomePage } from "./ForumHomePage";

setupMockServer();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const forumData: ForumData = {
  categories: [
    {
      id: "c1",
      name: "Sabotage and infrastructure",
      description: "Cables, rail, power",
      threadCount: 2,
      postCount: 5,
    },
  ],
  recentThreads: [
    {
      id: "t1",
      title: "Baltic cable cut",
      isPinned: true,
      isLocked: false,
      replyCount: 3,
      views: 1200,
      lastReplyDate: hoursAgo(1),
      createdAt: hoursAgo(5),
      author: { id: "u1", username: "ann" },
      category: { id: "c1", name: "Sabotage and infrastructure" },
    },
    {
      id: "t2",
      title: "Orphaned thread",
      isPinned: false,
      isLocked: true,
      replyCount: 0,
      views: 4,
      lastReplyDate: null,
      createdAt: hoursAgo(48),
      author: null,
      category: null,
    },
  ],
  stats: { totalThreads: 2, totalPosts: 5, totalUsers: 7, onlineUsers: 1 },
};

const withTypenames = (data: ForumData) => ({
  __typename: "ForumData",
  categories: data.categories.map((category) => ({ __typename: "Category", ...category })),
  recentThreads: data.recentThreads.map((thread) => ({
    __typename: "Thread",
    ...thread,
    author: thread.author && { __typename: "User", ...thread.author },
    category: thread.category && { __typename: "Category", ...thread.category },
  })),
  stats: { __typename: "ForumStats", ...data.stats },
});

function answerForumData(data: ForumData) {
  server.use(
    graphql.query("ForumData", () => HttpResponse.json({ data: { forumData: withTypenames(data) } })),
  );
}

function failEverything() {
  server.use(
    graphql.query("ForumData", () => HttpResponse.json({ errors: [{ message: "down" }] }, { status: 500 })),
    http.get("/api/forum/categories", () => HttpResponse.json({ message: "down" }, { status: 503 })),
    http.get("/api/forum/threads/recent", () => HttpResponse.json({ message: "down" }, { status: 503 })),
    http.get("/api/forum/stats", () => HttpResponse.json({ message: "down" }, { status: 503 })),
  );
}

function answerTheRest() {
  server.use(
    graphql.query("SiteInfo", () =>
      HttpResponse.json({ data: { siteInfo: { __typename: "SiteInfo", contactEmail: "team@example.eu" } } }),
    ),
    graphql.query("CategoryPage", () =>
      HttpResponse.json({
        data: { category: null, categoryThreads: { page: 1, pageCount: 1, totalCount: 0, threads: [] } },
      }),
    ),
  );
}

describe("ForumHomePage", () => {
  it("shows recent threads, categories and statistics, and keeps a copy", async () => {
    answerTheRest();
    answerForumData(forumData);
    renderWithProviders(<ForumHomePage />, { path: "/forum" });

    expect(screen.getByTestId("forum-skeleton")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Recent Threads" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Topic", "Replies", "Views", "Last Update"]);
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(within(first!).getByRole("link", { name: "Baltic cable cut" })).toHaveAttribute(
      "href",
      "/forum/thread/t1",
    );
    expect(within(first!).getByRole("img", { name: "Pinned Thread" })).toBeInTheDocument();
    expect(first).toHaveTextContent("1 hour ago");
    expect(first).toHaveTextContent("1,200");
    expect(within(second!).getByRole("img", { name: "Locked Thread" })).toBeInTheDocument();
    expect(second).toHaveTextContent("by Unknown in Uncategorized");
    expect(second).toHaveTextContent("2 days ago");

    const categories = screen.getByRole("region", { name: "Categories" });
    expect(within(categories).getByRole("link", { name: "Sabotage and infrastructure" })).toHaveAttribute(
      "href",
      "/forum/category/c1",
    );
    expect(categories).toHaveTextContent("2 threads · 5 posts");
    const stats = screen.getByRole("region", { name: "Forum Statistics" });
    expect(stats).toHaveTextContent("Total Threads2Total Posts5Registered Members7Currently Online1");
    expect(screen.getByRole("link", { name: "Sign In to Post" })).toHaveAttribute("href", "/forum/login");
    expect(screen.queryByRole("link", { name: "New Thread" })).not.toBeInTheDocument();
    expect(screen.getByText("Vigilantia pretium libertatis")).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(FORUM_DATA_STORAGE_KEY)!)).toMatchObject(forumData),
    );
  });

  it("says so when there are no threads and no categories yet", async () => {
    answerTheRest();
    answerForumData(EMPTY_FORUM_DATA);
    renderWithProviders(<ForumHomePage />, { path: "/forum" });
    expect(await screen.findByText("No threads have been created yet.")).toBeInTheDocument();
    expect(
      screen.getByText("No categories have been established yet. Please check back later."),
    ).toBeInTheDocument();
  });

  it("falls back to the REST calls when GraphQL fails", async () => {
    answerTheRest();
    server.use(
      graphql.query("ForumData", () => HttpResponse.json({ errors: [{ message: "down" }] }, { status: 500 })),
      http.get("/api/forum/categories", () =>
        HttpResponse.json([
          { _id: "c9", name: "Cyber operations", description: "", threadCount: 0, postCount: 0 },
        ]),
      ),
      http.get("/api/forum/threads/recent", () => HttpResponse.json([])),
      http.get("/api/forum/stats", () =>
        HttpResponse.json({ totalThreads: 0, totalPosts: 0, totalUsers: 3, onlineUsers: 0 }),
      ),
    );
    renderWithProviders(<ForumHomePage />, { path: "/forum" });
    expect(await screen.findByRole("link", { name: "Cyber operations" })).toHaveAttribute(
      "href",
      "/forum/category/c9",
    );
    expect(screen.queryByText("Some data might be outdated.")).not.toBeInTheDocument();
  });

  it("shows the kept copy with the outdated warning when nothing answers", async () => {
    answerTheRest();
    failEverything();
    localStorage.setItem(FORUM_DATA_STORAGE_KEY, JSON.stringify(forumData));
    renderWithProviders(<ForumHomePage />, { path: "/forum" });
    expect(await screen.findByText("Some data might be outdated.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Baltic cable cut" })).toBeInTheDocument();

    answerForumData({ ...forumData, recentThreads: [] });
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("No threads have been created yet.")).toBeInTheDocument();
    expect(screen.queryByText("Some data might be outdated.")).not.toBeInTheDocument();
  });

  it("shows the error panel with Try Again when nothing answers and nothing was kept", async () => {
    answerTheRest();
    failEverything();
    renderWithProviders(<ForumHomePage />, { path: "/forum" });
    const panel = await screen.findByRole("alert");
    expect(panel).toHaveTextContent("Unable to load forum data");
    expect(panel).toHaveTextContent("An error occurred while loading the forum. Please try again.");

    answerForumData(forumData);
    await userEvent.click(within(panel).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Baltic cable cut" })).toBeInTheDocument();
    expect(screen.queryByText("Unable to load forum data")).not.toBeInTheDocument();
  });
});
