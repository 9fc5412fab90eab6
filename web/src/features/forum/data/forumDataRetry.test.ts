import { graphql, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { FailedWithCopy } from "../../../app/offlineCopy";
import { createRetryingTestClient } from "../../../test/render";
import { server, setupMockServer } from "../../../test/server";
import { createForumDataStore } from "./forumDataStore";
import { forumDataSources } from "./useForumData";

setupMockServer();

describe("the forum data's retries (spec §9: 3)", () => {
  it("asks 1 + 3 times with every forum request failing: the HTTP link does not retry each again", async () => {
    let asked = 0;
    server.use(
      graphql.query("ForumData", () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    for (const path of ["/api/forum/categories", "/api/forum/threads/recent", "/api/forum/stats"])
      server.use(http.get(path, () => new HttpResponse("busy", { status: 503 })));
    const store = createForumDataStore({
      sources: forumDataSources(createRetryingTestClient()),
      persist: () => {},
      delayMs: () => 1,
    });
    await store.load();
    await vi.waitFor(() => expect(asked).toBe(4));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toBe(4);
    expect(store.getSnapshot()).toMatchObject({ loading: false, data: { categories: [] } });
    expect(store.getSnapshot().error).not.toBeNull();
  });
});

describe("the forum data when the service worker gives back its copy", () => {
  it("counts the copy as a failure: retried 3 times, shown with the error (the outdated-data banner)", async () => {
    const copy = {
      categories: [{ id: "c1", name: "Sightings", description: "", threadCount: 0, postCount: 0 }],
      recentThreads: [],
      stats: { totalThreads: 0, totalPosts: 0, totalUsers: 1, onlineUsers: 0 },
    };
    let asked = 0;
    server.use(
      graphql.query("ForumData", () => {
        asked += 1;
        return HttpResponse.json({ data: { forumData: copy } }, { headers: { "X-Offline-Copy": "600" } });
      }),
    );
    for (const path of ["/api/forum/categories", "/api/forum/threads/recent", "/api/forum/stats"])
      server.use(http.get(path, () => HttpResponse.error()));
    const store = createForumDataStore({
      sources: forumDataSources(createRetryingTestClient()),
      persist: () => {},
      delayMs: () => 1,
    });
    await store.load();
    expect(store.getSnapshot().data).toEqual(copy);
    expect(store.getSnapshot().error).toBeInstanceOf(FailedWithCopy);
    await vi.waitFor(() => expect(asked).toBe(4));
    await vi.waitFor(() => expect(store.getSnapshot().loading).toBe(false));
    expect(store.getSnapshot().data).toEqual(copy);
    expect(store.getSnapshot().error).toBeInstanceOf(FailedWithCopy);
  });
});
