import { graphql, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
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
