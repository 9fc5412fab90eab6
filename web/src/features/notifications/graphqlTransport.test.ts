import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
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
