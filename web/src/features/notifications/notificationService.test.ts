import { describe, expect, it, vi } from "vitest";
import { BREAKER_OPEN_MS, createNotificationService, type ListEvent } from "./notificationService";
import { entry, failing, page, setup } from "./notificationServiceFixture";

describe("fetching", () => {
  it("loads the newest notifications and the unseen count", async () => {
    const { service } = setup();
    expect(service.getSnapshot()).toMatchObject({ loaded: false, status: "available" });
    await service.refresh();
    expect(service.getSnapshot()).toMatchObject({ loaded: true, unseenCount: 1, status: "available" });
    expect(service.getSnapshot().recent.map((item) => item.id)).toEqual(["1", "2"]);
  });

  it("coerces the unseen count from an object with count, and never below zero", async () => {
    const { service, transport } = setup();
    transport.unseenCount.mockResolvedValueOnce({ count: "4" });
    await expect(service.fetchUnseenCount()).resolves.toBe(4);
    transport.unseenCount.mockResolvedValueOnce(-3);
    await expect(service.fetchUnseenCount()).resolves.toBe(0);
  });

  it("answers from its cache for 30 s, then asks again", async () => {
    const { service, transport, clock } = setup();
    await service.fetchNotifications();
    clock.now += 29_999;
    await service.fetchNotifications();
    expect(transport.list).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await service.fetchNotifications();
    expect(transport.list).toHaveBeenCalledTimes(2);
  });

  it("asks again within the 30 s when forced", async () => {
    const { service, transport } = setup();
    await service.fetchNotifications();
    await service.fetchNotifications({ force: true });
    expect(transport.list).toHaveBeenCalledTimes(2);
  });

  it("answers from its cache for its 30 s while offline too, even when forced, then asks (spec §9)", async () => {
    const { service, transport, clock, network } = setup();
    await service.refresh();
    network.online = false;
    clock.now += 29_999;
    await expect(service.fetchNotifications({ force: true })).resolves.toHaveLength(2);
    await expect(service.fetchUnseenCount()).resolves.toBe(1);
    expect(transport.list).toHaveBeenCalledTimes(1);
    expect(transport.unseenCount).toHaveBeenCalledTimes(1);

    // past its lifetime the cache is no answer: the call goes out, fails offline, and the bell says so
    clock.now += 1;
    transport.list.mockImplementationOnce(failing);
    await expect(service.fetchNotifications()).resolves.toHaveLength(2);
    expect(transport.list).toHaveBeenCalledTimes(2);
    expect(service.getSnapshot().status).toBe("degraded");
  });

  it("skips a full refetch within 60 s of the last unless forced", async () => {
    const { service, transport, clock } = setup();
    await service.refresh();
    clock.now += 59_999;
    await service.refresh();
    expect(transport.list).toHaveBeenCalledTimes(1);
    await service.refresh({ force: true });
    expect(transport.list).toHaveBeenCalledTimes(2);
    clock.now += 60_000;
    await service.refresh();
    expect(transport.list).toHaveBeenCalledTimes(3);
  });

  it("leaves out notifications deleted within the hour, even after a reload", async () => {
    const { service, transport, clock } = setup();
    await service.remove("1");
    const reloaded = createNotificationService({
      transport,
      userId: "u1",
      storage: localStorage,
      now: () => clock.now,
      isOnline: () => true,
    });
    await expect(reloaded.fetchNotifications()).resolves.toEqual([entry("2", true)]);
    clock.now += 3_600_000;
    await expect(reloaded.fetchNotifications({ force: true })).resolves.toHaveLength(2);
  });
});

describe("when fetching fails", () => {
  it("turns degraded, serves the cache and recovers on the next success", async () => {
    const { service, transport } = setup();
    await service.refresh();
    transport.list.mockImplementationOnce(failing);
    await expect(service.fetchNotifications({ force: true })).resolves.toHaveLength(2);
    expect(service.getSnapshot().status).toBe("degraded");
    await service.fetchNotifications({ force: true });
    expect(service.getSnapshot().status).toBe("available");
  });

  it("serves an empty list and a count of 0 when nothing was cached", async () => {
    const { service, transport } = setup();
    transport.list.mockImplementation(failing);
    transport.unseenCount.mockImplementation(failing);
    await expect(service.fetchNotifications()).resolves.toEqual([]);
    await expect(service.fetchUnseenCount()).resolves.toBe(0);
    expect(service.getSnapshot()).toMatchObject({ status: "degraded", loaded: true });
  });

  it("skips calls for five minutes after three errors, unavailable meanwhile, then tries again", async () => {
    const { service, transport, clock } = setup();
    transport.list.mockImplementation(failing);
    for (let i = 0; i < 3; i += 1) await service.refresh({ force: true });
    expect(service.getSnapshot().status).toBe("unavailable");
    expect(service.reopensAt()).toBe(clock.now + BREAKER_OPEN_MS);
    await service.refresh({ force: true });
    await service.fetchUnseenCount();
    expect(transport.list).toHaveBeenCalledTimes(3);
    expect(transport.unseenCount).not.toHaveBeenCalled();

    clock.now += BREAKER_OPEN_MS;
    transport.list.mockImplementation(async () => page(entry("3")));
    await service.refresh({ force: true });
    expect(transport.list).toHaveBeenCalledTimes(4);
    expect(service.getSnapshot()).toMatchObject({ status: "available", unseenCount: 1 });
  });

  it("counts errors afresh once the five minutes are over", async () => {
    const { service, transport, clock } = setup();
    transport.list.mockImplementation(failing);
    for (let i = 0; i < 3; i += 1) await service.fetchNotifications({ force: true });
    clock.now += BREAKER_OPEN_MS;
    await service.fetchNotifications({ force: true });
    await service.fetchNotifications({ force: true });
    expect(service.getSnapshot().status).toBe("degraded");
    expect(transport.list).toHaveBeenCalledTimes(5);
  });

  it("forgets earlier errors after any success", async () => {
    const { service, transport } = setup();
    transport.list.mockImplementationOnce(failing).mockImplementationOnce(failing);
    await service.fetchNotifications({ force: true });
    await service.fetchNotifications({ force: true });
    await service.fetchNotifications({ force: true });
    transport.list.mockImplementation(failing);
    await service.fetchNotifications({ force: true });
    await service.fetchNotifications({ force: true });
    expect(service.getSnapshot().status).toBe("degraded");
  });
});

describe("marking and deleting", () => {
  it("marks one seen at once, lowering the count, and keeps it seen when the server fails", async () => {
    const { service, transport, clock } = setup();
    await service.refresh();
    let resolveCall!: (value: boolean) => void;
    transport.markSeen.mockImplementationOnce(() => new Promise((resolve) => (resolveCall = resolve)));
    const pending = service.markSeen("1");
    expect(service.getSnapshot().recent[0]).toMatchObject({
      seen: true,
      seenAt: new Date(clock.now).toISOString(),
    });
    expect(service.getSnapshot().unseenCount).toBe(0);
    resolveCall(true);
    await expect(pending).resolves.toEqual({ success: true });

    transport.markSeen.mockImplementationOnce(failing);
    await expect(service.markSeen("2")).resolves.toEqual({ success: false, error: "Service Unavailable" });
    expect(service.getSnapshot().recent[1]!.seen).toBe(true);
  });

  it("does not lower the count for one already seen, nor below zero", async () => {
    const { service } = setup();
    await service.refresh();
    await service.markSeen("2");
    expect(service.getSnapshot().unseenCount).toBe(1);
    await service.markSeen("1");
    await service.markSeen("elsewhere", false);
    expect(service.getSnapshot().unseenCount).toBe(0);
  });

  it("marks all seen at once and sets the count to 0, whatever the server answers", async () => {
    const { service, transport } = setup();
    await service.refresh();
    transport.markAllSeen.mockImplementationOnce(failing);
    await expect(service.markAllSeen()).resolves.toEqual({ success: false, error: "Service Unavailable" });
    expect(service.getSnapshot()).toMatchObject({ unseenCount: 0 });
    expect(service.getSnapshot().recent.every((item) => item.seen)).toBe(true);
  });

  it("deletes at once, lowering the count for an unseen one, and does not bring it back on failure", async () => {
    const { service, transport } = setup();
    await service.refresh();
    transport.remove.mockImplementationOnce(failing);
    await expect(service.remove("1")).resolves.toMatchObject({ success: false });
    expect(service.getSnapshot()).toMatchObject({ unseenCount: 0 });
    expect(service.getSnapshot().recent.map((item) => item.id)).toEqual(["2"]);
  });

  it("does nothing and reports failure without an id", async () => {
    const { service, transport } = setup();
    await service.refresh();
    await expect(service.markSeen("")).resolves.toMatchObject({ success: false });
    await expect(service.remove(undefined)).resolves.toMatchObject({ success: false });
    expect(transport.markSeen).not.toHaveBeenCalled();
    expect(transport.remove).not.toHaveBeenCalled();
    expect(service.getSnapshot().unseenCount).toBe(1);
  });

  it("tells lists shown elsewhere about each change", async () => {
    const { service } = setup();
    const heard = vi.fn<(event: ListEvent) => void>();
    service.onListEvent(heard);
    await service.markSeen("1");
    await service.markAllSeen();
    await service.remove("2");
    expect(heard.mock.calls.map(([event]) => event)).toEqual([
      { change: "seen", ids: ["1"] },
      { change: "allSeen", ids: [] },
      { change: "deleted", ids: ["2"] },
    ]);
  });
});

describe("the app's badge", () => {
  it("hears every unseen count learnt or changed, down to 0 when all are seen, and none offline", async () => {
    const badge = vi.fn<(count: number) => void>();
    const { service, transport, network } = setup({ onUnseenCount: badge });
    // nothing until the server has said how many
    expect(badge).not.toHaveBeenCalled();
    transport.unseenCount.mockResolvedValueOnce(3);
    await service.refresh();
    expect(badge.mock.calls.at(-1)).toEqual([3]);
    service.receiveAdded(entry("9"), 4);
    expect(badge.mock.calls.at(-1)).toEqual([4]);
    await service.markSeen("9");
    expect(badge.mock.calls.at(-1)).toEqual([3]);
    service.receiveChanged({ ids: ["1"], change: "seen", unseenCount: 2 });
    expect(badge.mock.calls.at(-1)).toEqual([2]);
    await service.markAllSeen();
    expect(badge.mock.calls.at(-1)).toEqual([0]);
    const heard = badge.mock.calls.length;
    network.online = false;
    await service.fetchUnseenCount();
    expect(badge).toHaveBeenCalledTimes(heard);
  });
});

describe("listPage", () => {
  it("passes the cursor and type and leaves out deleted ids", async () => {
    const { service, transport } = setup();
    await service.remove("2");
    await expect(service.listPage({ first: 20, after: "c1", type: "mention" })).resolves.toMatchObject({
      items: [entry("1")],
      failed: false,
    });
    expect(transport.list).toHaveBeenLastCalledWith({ first: 20, after: "c1", type: "mention" });
  });

  it("serves the cached newest for the first page when the call fails, and nothing for later pages", async () => {
    const { service, transport } = setup();
    await service.refresh();
    transport.list.mockImplementation(failing);
    await expect(service.listPage({ first: 20 })).resolves.toMatchObject({
      failed: true,
      hasNextPage: false,
    });
    expect((await service.listPage({ first: 20 })).items).toHaveLength(2);
    expect((await service.listPage({ first: 20, after: "c" })).items).toEqual([]);
    expect(service.getSnapshot().status).toBe("unavailable");
  });
});
