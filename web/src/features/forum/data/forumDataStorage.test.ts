import { describe, expect, it, vi } from "vitest";
import { FORUM_DATA_STORAGE_KEY, readStoredForumData, storeForumData } from "./forumDataStorage";
import { EMPTY_FORUM_DATA } from "./forumModel";

describe("the kept forum data", () => {
  it("is stored under 'forum-data' and read back", () => {
    storeForumData(EMPTY_FORUM_DATA);
    expect(JSON.parse(localStorage.getItem(FORUM_DATA_STORAGE_KEY)!)).toEqual(EMPTY_FORUM_DATA);
    expect(FORUM_DATA_STORAGE_KEY).toBe("forum-data");
    expect(readStoredForumData()).toEqual(EMPTY_FORUM_DATA);
  });

  it("reads as missing when absent, broken or of another shape", () => {
    expect(readStoredForumData()).toBeNull();
    localStorage.setItem(FORUM_DATA_STORAGE_KEY, "{not json");
    expect(readStoredForumData()).toBeNull();
    localStorage.setItem(FORUM_DATA_STORAGE_KEY, JSON.stringify({ categories: "x" }));
    expect(readStoredForumData()).toBeNull();
  });

  it("only warns when the storage refuses to keep it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => storeForumData(EMPTY_FORUM_DATA, full)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
