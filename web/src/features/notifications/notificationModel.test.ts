import { describe, expect, it } from "vitest";
import {
  addTo,
  applyChange,
  applyListEvent,
  coerceUnseenCount,
  lowerCount,
  markAllSeenIn,
  markSeenIn,
  removeFrom,
  type NotificationEntry,
} from "./notificationModel";

const at = "2026-11-22T12:00:00.000Z";

function entry(id: string, seen = false): NotificationEntry {
  return {
    id,
    type: "reply",
    content: `n${id}`,
    seen,
    seenAt: seen ? "2026-11-01T00:00:00.000Z" : null,
    createdAt: "2026-11-20T00:00:00.000Z",
    recipient: { username: "maria" },
  };
}

describe("coerceUnseenCount", () => {
  it("takes a bare number or an object with count", () => {
    expect(coerceUnseenCount(4)).toBe(4);
    expect(coerceUnseenCount({ count: 7 })).toBe(7);
    expect(coerceUnseenCount("12")).toBe(12);
    expect(coerceUnseenCount({ count: "3" })).toBe(3);
  });

  it("never answers a negative number or something that is not a number", () => {
    expect(coerceUnseenCount(-2)).toBe(0);
    expect(coerceUnseenCount({ count: -1 })).toBe(0);
    expect(coerceUnseenCount("lots")).toBe(0);
    expect(coerceUnseenCount(null)).toBe(0);
    expect(coerceUnseenCount(undefined)).toBe(0);
    expect(coerceUnseenCount({})).toBe(0);
    expect(coerceUnseenCount(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("lowerCount", () => {
  it("lowers by one, never below zero", () => {
    expect(lowerCount(3)).toBe(2);
    expect(lowerCount(0)).toBe(0);
    expect(lowerCount(2, 5)).toBe(0);
  });
});

describe("the list changes", () => {
  it("marks one unseen notification seen now and leaves an already seen one as it was", () => {
    const list = markSeenIn([entry("1"), entry("2", true)], "1", at);
    expect(list[0]).toMatchObject({ id: "1", seen: true, seenAt: at });
    expect(markSeenIn(list, "2", at)[1]!.seenAt).toBe("2026-11-01T00:00:00.000Z");
  });

  it("marks every notification seen", () => {
    expect(markAllSeenIn([entry("1"), entry("2")], at).every((item) => item.seen && item.seenAt === at)).toBe(
      true,
    );
  });

  it("removes the given ids", () => {
    expect(removeFrom([entry("1"), entry("2"), entry("3")], ["1", "3"]).map((item) => item.id)).toEqual([
      "2",
    ]);
  });

  it("puts a new notification first and replaces one with the same id", () => {
    const updated = { ...entry("1"), content: "alice and 3 others reacted to your post" };
    expect(addTo([entry("2"), entry("1")], updated)).toEqual([updated, entry("2")]);
  });

  it("applies a change made on another device", () => {
    const list = [entry("1"), entry("2")];
    expect(applyChange(list, { ids: ["2"], change: "deleted" }, at).map((item) => item.id)).toEqual(["1"]);
    expect(applyChange(list, { ids: ["2"], change: "seen" }, at).map((item) => item.seen)).toEqual([
      false,
      true,
    ]);
    expect(applyChange(list, { ids: [], change: "allSeen" }, at).map((item) => item.seen)).toEqual([
      true,
      true,
    ]);
  });
});

describe("applyListEvent", () => {
  it("adds a new notification to an unfiltered list or one filtered to its type, not to another", () => {
    const mention = { ...entry("9"), type: "mention" as const };
    expect(applyListEvent([entry("1")], { change: "added", entry: mention }, null, at)).toHaveLength(2);
    expect(applyListEvent([entry("1")], { change: "added", entry: mention }, "mention", at)).toHaveLength(2);
    expect(applyListEvent([entry("1")], { change: "added", entry: mention }, "reply", at)).toHaveLength(1);
  });

  it("applies seen and deleted changes whatever the filter", () => {
    expect(applyListEvent([entry("1")], { change: "deleted", ids: ["1"] }, "reply", at)).toEqual([]);
    expect(applyListEvent([entry("1")], { change: "seen", ids: ["1"] }, null, at)[0]!.seen).toBe(true);
  });
});
