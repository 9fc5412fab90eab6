import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readDraft, useDraft, writeDraft } from "./useDraft";

describe("drafts kept in the browser", () => {
  beforeEach(() => localStorage.clear());

  it("keeps what is typed under its key and gives it back after a reload", () => {
    const first = renderHook(() => useDraft("reply:7"));
    act(() => first.result.current[1]("Half a reply"));
    first.unmount();
    const again = renderHook(() => useDraft("reply:7"));
    expect(again.result.current[0]).toBe("Half a reply");
    expect(renderHook(() => useDraft("reply:8")).result.current[0]).toBe("");
  });

  it("forgets a draft set to empty, as after saving", () => {
    writeDraft("reply:7", "Posted now");
    const { result } = renderHook(() => useDraft("reply:7"));
    act(() => result.current[1](""));
    expect(readDraft("reply:7")).toBe("");
    expect(localStorage.length).toBe(0);
  });

  it("follows its key when the page moves to another thread", () => {
    writeDraft("reply:1", "For thread one");
    const { result, rerender } = renderHook(({ key }) => useDraft(key), { initialProps: { key: "reply:2" } });
    expect(result.current[0]).toBe("");
    rerender({ key: "reply:1" });
    expect(result.current[0]).toBe("For thread one");
  });

  it("still works when storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {},
    };
    expect(readDraft("x", refusing)).toBe("");
    expect(() => writeDraft("x", "text", refusing)).not.toThrow();
  });
});
