import { describe, expect, it } from "vitest";
import { entry, failing, page, setup } from "./notificationServiceFixture";

describe("pushes from the subscription", () => {
  it("puts a new notification first with the server's count", async () => {
    const { service } = setup();
    await service.refresh();
    service.receiveAdded(entry("9"), 2);
    expect(service.getSnapshot().recent.map((item) => item.id)).toEqual(["9", "1", "2"]);
    expect(service.getSnapshot().unseenCount).toBe(2);
  });

  it("ignores a push about a notification deleted here", async () => {
    const { service } = setup();
    await service.remove("9");
    service.receiveAdded(entry("9"), 5);
    expect(service.getSnapshot()).toMatchObject({ recent: [], unseenCount: 0 });
  });

  it("applies what another tab marked or deleted", async () => {
    const { service, transport } = setup();
    await service.refresh();
    service.receiveChanged({ ids: ["1"], change: "seen", unseenCount: 0 });
    expect(service.getSnapshot().recent[0]!.seen).toBe(true);
    service.receiveChanged({ ids: ["2"], change: "deleted", unseenCount: 0 });
    expect(service.getSnapshot().recent.map((item) => item.id)).toEqual(["1"]);
    transport.list.mockResolvedValue(page(entry("1"), entry("2")));
    await expect(service.fetchNotifications({ force: true })).resolves.toHaveLength(1);
  });

  it("shows a notification that grew again, on top, unseen, with its new words, and announces it", async () => {
    const { service } = setup();
    await service.refresh({ force: true });
    const heard: string[] = [];
    service.onListEvent((event) => event.change === "added" && heard.push(event.entry.content ?? ""));
    const grown = {
      ...entry("2"),
      content: "alice and 2 others reacted",
      createdAt: "2026-11-22T11:30:00.000Z",
    };
    service.receiveAdded(grown, 2);
    expect(service.getSnapshot().recent).toEqual([grown, entry("1")]);
    expect(service.getSnapshot().unseenCount).toBe(2);
    expect(heard).toEqual(["alice and 2 others reacted"]);
  });
});

describe("catching up after the socket was lost", () => {
  it("adds what was missed since the newest held, once each, with the server's unseen count", async () => {
    const { service, transport } = setup();
    await service.refresh({ force: true });
    const heard: string[] = [];
    service.onListEvent((event) => event.change === "added" && heard.push(event.entry.id));
    transport.since.mockResolvedValueOnce({
      items: [entry("3"), entry("4")],
      unseenCount: 3,
      hasMore: false,
    });
    await service.catchUp();
    expect(transport.since).toHaveBeenCalledWith("1");
    expect(service.getSnapshot().recent.map((item) => item.id)).toEqual(["4", "3", "1", "2"]);
    expect(service.getSnapshot().unseenCount).toBe(3);
    // the same notification also arriving as a push is not shown twice
    service.receiveAdded(entry("4"), 3);
    expect(service.getSnapshot().recent.map((item) => item.id)).toEqual(["4", "3", "1", "2"]);
    expect(heard).toEqual(["3", "4"]);
  });

  it("reads the newest page instead when more was missed than one answer holds", async () => {
    const { service, transport } = setup();
    await service.refresh({ force: true });
    transport.since.mockResolvedValueOnce({ items: [entry("9")], unseenCount: 40, hasMore: true });
    transport.list.mockResolvedValueOnce(page(entry("60"), entry("59")));
    transport.unseenCount.mockResolvedValueOnce(40);
    await service.catchUp();
    expect(service.getSnapshot().recent.map((item) => item.id)).toEqual(["60", "59"]);
    expect(service.getSnapshot().unseenCount).toBe(40);
  });

  it("closes the breaker when the socket is back, and catches up at once (decision 087)", async () => {
    const { service, transport } = setup();
    await service.refresh({ force: true });
    transport.list.mockImplementation(failing);
    for (let i = 0; i < 3; i += 1) await service.refresh({ force: true });
    expect(service.getSnapshot().status).toBe("unavailable");

    transport.since.mockResolvedValueOnce({ items: [entry("3")], unseenCount: 2, hasMore: false });
    await service.reconnected();
    expect(transport.since).toHaveBeenCalledWith("1");
    expect(service.reopensAt()).toBeNull();
    expect(service.getSnapshot()).toMatchObject({ status: "available", unseenCount: 2 });
    expect(service.getSnapshot().recent.map((item) => item.id)).toEqual(["3", "1", "2"]);
  });

  it("asks for nothing when the socket resumed from the newest held, and still enables the bell (decision 106)", async () => {
    const { service, transport } = setup();
    await service.refresh({ force: true });
    expect(service.newestHeld()).toBe("1");
    transport.list.mockImplementation(failing);
    for (let i = 0; i < 3; i += 1) await service.refresh({ force: true });
    expect(service.getSnapshot().status).toBe("unavailable");

    await service.reconnected(true);
    expect(transport.since).not.toHaveBeenCalled();
    expect(service.getSnapshot().status).toBe("available");
    // what the socket replays arrives as pushes
    service.receiveAdded(entry("3"), 2);
    expect(service.getSnapshot().recent.map((item) => item.id)).toEqual(["3", "1", "2"]);
    expect(service.newestHeld()).toBe("3");
  });

  it("loads the newest when it held nothing yet", async () => {
    const { service, transport } = setup();
    await service.catchUp();
    expect(transport.since).not.toHaveBeenCalled();
    expect(transport.list).toHaveBeenCalledTimes(1);
  });
});
