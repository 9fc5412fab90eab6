import { describe, expect, it, vi } from "vitest";
import type { NotificationEntry } from "./notificationModel";
import { notificationTarget, type PageLookup } from "./notificationTarget";
import type { NotificationType } from "./notificationTypes";

const post = { id: "p9" };
const thread = { id: "t4", title: "Drones over the port" };

function notification(type: NotificationType, related: Partial<NotificationEntry> = {}) {
  return { type, relatedPost: null, relatedThread: null, recipient: { username: "maria ö" }, ...related };
}

const onPage =
  (page: number | null): PageLookup =>
  async () =>
    page;

describe("notificationTarget", () => {
  it.each(["reply", "quote", "mention", "reaction"] as const)(
    "opens a %s at the page holding its post, with the post highlighted",
    async (type) => {
      const lookup = vi.fn(onPage(3));
      await expect(
        notificationTarget(notification(type, { relatedPost: post, relatedThread: thread }), lookup),
      ).resolves.toBe("/forum/thread/t4?page=3&highlight=p9");
      expect(lookup).toHaveBeenCalledWith("p9");
    },
  );

  it("opens the thread with only the highlight when the page lookup finds nothing or fails", async () => {
    const withPost = notification("reply", { relatedPost: post, relatedThread: thread });
    await expect(notificationTarget(withPost, onPage(null))).resolves.toBe("/forum/thread/t4?highlight=p9");
    await expect(notificationTarget(withPost, () => Promise.reject(new Error("offline")))).resolves.toBe(
      "/forum/thread/t4?highlight=p9",
    );
  });

  it("opens the thread when there is a related thread but no related post, whatever the type", async () => {
    const lookup = vi.fn(onPage(2));
    await expect(
      notificationTarget(notification("mention", { relatedThread: thread }), lookup),
    ).resolves.toBe("/forum/thread/t4");
    await expect(notificationTarget(notification("system", { relatedThread: thread }), lookup)).resolves.toBe(
      "/forum/thread/t4",
    );
    expect(lookup).not.toHaveBeenCalled();
  });

  it("sends a report update to the reporter's own reports", async () => {
    await expect(notificationTarget(notification("report_update"), onPage(1))).resolves.toBe(
      "/forum/reports",
    );
  });

  it("sends a ban and an unban to the recipient's own profile", async () => {
    await expect(notificationTarget(notification("ban"), onPage(1))).resolves.toBe(
      "/forum/user/maria%20%C3%B6",
    );
    await expect(notificationTarget(notification("unban"), onPage(1))).resolves.toBe(
      "/forum/user/maria%20%C3%B6",
    );
  });

  it("sends any other type to its related thread, or to the forum without one", async () => {
    await expect(
      notificationTarget(notification("system", { relatedPost: post, relatedThread: thread }), onPage(5)),
    ).resolves.toBe("/forum/thread/t4");
    await expect(notificationTarget(notification("system"), onPage(5))).resolves.toBe("/forum");
    await expect(notificationTarget(notification("other"), onPage(5))).resolves.toBe("/forum");
    await expect(notificationTarget(notification("reply", { relatedPost: post }), onPage(5))).resolves.toBe(
      "/forum",
    );
  });
});
