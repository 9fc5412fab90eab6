import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, avatarFileProblem } from "./avatar.js";
import { messages } from "./messages.js";

describe("the early avatar file check", () => {
  it("passes a picture within 2 MB, and leaves a file of unknown type to the server", () => {
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES, type: "image/webp" })).toBeUndefined();
    expect(avatarFileProblem({ size: 1000, type: "" })).toBeUndefined();
  });

  it("names an empty file, an oversize file and a type that is not a supported picture", () => {
    expect(avatarFileProblem({ size: 0, type: "image/png" })).toBe(messages.avatarMissing);
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1, type: "image/png" })).toBe(
      messages.avatarTooLarge,
    );
    expect(avatarFileProblem({ size: 10, type: "image/svg+xml" })).toBe(messages.avatarUnsupported);
    expect(avatarFileProblem({ size: 10, type: "text/plain" })).toBe(messages.avatarUnsupported);
  });
});
