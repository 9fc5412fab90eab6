import { describe, expect, it } from "vitest";
import { isTypingTarget, shortcutFor, step } from "./reviewShortcuts";

const press = (key: string, target: EventTarget | null = document.body, modifiers = {}) =>
  shortcutFor({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...modifiers });

describe("review shortcuts", () => {
  it("maps a to approve, r to reject, j and n to next, k and p to previous", () => {
    expect(["a", "r", "j", "n", "k", "p"].map((key) => press(key))).toEqual([
      "approve",
      "reject",
      "next",
      "next",
      "previous",
      "previous",
    ]);
  });

  it("ignores other keys and upper case", () => {
    expect(press("x")).toBeNull();
    expect(press("A")).toBeNull();
    expect(press("Enter")).toBeNull();
  });

  it("never fires with a modifier held, so the browser's own shortcuts still work", () => {
    expect(press("a", document.body, { ctrlKey: true })).toBeNull();
    expect(press("r", document.body, { metaKey: true })).toBeNull();
    expect(press("j", document.body, { altKey: true })).toBeNull();
  });

  it("never fires while typing in an input, a text area, a select or editable text", () => {
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    document.body.append(editable);
    for (const tag of ["input", "textarea", "select"]) {
      const element = document.createElement(tag);
      expect(isTypingTarget(element)).toBe(true);
      expect(press("a", element)).toBeNull();
    }
    expect(isTypingTarget(editable)).toBe(true);
    expect(press("r", editable)).toBeNull();
    expect(isTypingTarget(document.createElement("button"))).toBe(false);
    expect(press("a", document.createElement("button"))).toBe("approve");
    editable.remove();
  });

  it("steps within the list, stopping at either end", () => {
    expect(step(0, 3, "next")).toBe(1);
    expect(step(2, 3, "next")).toBe(2);
    expect(step(0, 3, "previous")).toBe(0);
    expect(step(2, 3, "previous")).toBe(1);
    expect(step(0, 0, "next")).toBe(0);
  });
});
