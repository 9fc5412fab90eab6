import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAvatarStore } from "./avatar-store.js";

describe("the avatar store", () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "avatar-store-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("names each file with 128 random bits and leaves no partial file behind", async () => {
    const store = createAvatarStore(dir);
    const first = await store.save(Buffer.from("one"));
    const second = await store.save(Buffer.from("two"));
    expect(first).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(second).not.toBe(first);
    expect((await readdir(join(dir, "avatars"))).sort()).toEqual(
      [first, second].map((url) => url.split("/").pop()).sort(),
    );
  });

  it("removes only files it made, never a path another value points at", async () => {
    const store = createAvatarStore(dir);
    const outside = join(dir, "keep.webp");
    await writeFile(outside, "keep");
    for (const url of [
      "/uploads/avatars/../keep.webp",
      "https://elsewhere.example/uploads/avatars/" + "a".repeat(32) + ".webp",
      "/uploads/avatars/keep.webp",
      null,
      undefined,
    ]) {
      await store.remove(url);
    }
    expect(existsSync(outside)).toBe(true);
    expect(store.filePath("../keep.webp")).toBeNull();
    expect(store.filePath(".hidden.webp")).toBeNull();
  });
});
