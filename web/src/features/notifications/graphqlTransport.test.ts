import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { FailedWithCopy } from "../../app/offlineCopy";
import { createRetryingTestClient } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { createGraphqlTransport } from "./graphqlTransport";
import { createNotificationService } from "./notificationService";
import { createPageLookup } from "./pageLookup";

setupMockServer();

function counting(name: string, answer: () => Response) {
  const seen = { count: 0 };
  server.use(
    graphql.query(name, () => {
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

const entry = {
  __typename: "Notification",
  id: "n1",
  type: "system",
  content: "Kept while online",
  seen: false,
  seenAt: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  actor: null,
  relatedPost: null,
  relatedThread: null,
  recipient: { id: "u1", username: "reader" },
};

describe("the service worker's copy of a notification call", () => {
  it("is a failed call: Limited Service at once with the copy shown, the bell disabled at the third", async () => {
    const list = counting("Notifications", () =>
      HttpResponse.json(
        { data: { notifications: { nodes: [entry], pageInfo: { endCursor: null, hasNextPage: false } } } },
        { headers: { "X-Offline-Copy": "3600" } },
      ),
    );
    const service = createNotificationService({
      transport: createGraphqlTransport(createRetryingTestClient()),
      userId: "u1",
      isOnline: () => true,
    });
    await service.refresh({ force: true });
    expect(list.count).toBe(1);
    expect(service.getSnapshot()).toMatchObject({ status: "degraded", recent: [{ id: "n1" }] });
    await service.refresh({ force: true });
    await service.refresh({ force: true });
    expect(service.getSnapshot().status).toBe("unavailable");
  });

  it("rejects with the copy as the service reads it", async () => {
    counting("UnseenNotificationCount", () =>
      HttpResponse.json({ data: { unseenNotificationCount: 4 } }, { headers: { "X-Offline-Copy": "60" } }),
    );
    const failure = createGraphqlTransport(createRetryingTestClient()).unseenCount();
    await expect(failure).rejects.toBeInstanceOf(FailedWithCopy);
    await expect(failure).rejects.toMatchObject({ copy: 4 });
  });
});

describe("notification calls are asked once each: their fallbacks show at once", () => {
  it("turns the bell to Limited Service at the first failed call, unavailable at the third", async () => {
    const list = counting("Notifications", () => HttpResponse.error());
    const service = createNotificationService({
      transport: createGraphqlTransport(createRetryingTestClient()),
      userId: "u1",
      isOnline: () => true,
    });
    await service.refresh({ force: true });
    expect(list.count).toBe(1);
    expect(service.getSnapshot().status).toBe("degraded");
    await service.refresh({ force: true });
    await service.refresh({ force: true });
    expect(list.count).toBe(3);
    expect(service.getSnapshot().status).toBe("unavailable");
  });

  it("asks the unseen count once on a 503", async () => {
    const count = counting("UnseenNotificationCount", () => new HttpResponse("busy", { status: 503 }));
    await expect(createGraphqlTransport(createRetryingTestClient()).unseenCount()).rejects.toThrow();
    expect(count.count).toBe(1);
  });

  it("looks a post's page up once, then falls back to the highlight", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const lookup = counting("NotificationPostPage", () => HttpResponse.error());
    await expect(
      createPageLookup(createRetryingTestClient())("0123456789abcdef01234567"),
    ).resolves.toBeNull();
    expect(lookup.count).toBe(1);
  });
});
