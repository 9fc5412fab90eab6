import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { installIsStale } from "../../scripts/build.mjs";

describe("the start command's install check", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A checkout with the given lockfile and, when `installedFrom` is given, node_modules installed from it. */
  function checkout(lockfile: string, installedFrom?: string): string {
    const dir = mkdtempSync(join(tmpdir(), "incident-watch-install-"));
    made.push(dir);
    writeFileSync(join(dir, "pnpm-lock.yaml"), lockfile);
    if (installedFrom !== undefined) {
      mkdirSync(join(dir, "node_modules/.pnpm"), { recursive: true });
      writeFileSync(join(dir, "node_modules/.modules.yaml"), "layoutVersion: 5\n");
      writeFileSync(join(dir, "node_modules/.pnpm/lock.yaml"), installedFrom);
    }
    return dir;
  }

  it("installs when nothing is installed yet", () => {
    expect(installIsStale(checkout("lockfileVersion: '9.0'\n"))).toBe(true);
  });

  it("skips the install when the packages came from the same lockfile", () => {
    const lockfile = "lockfileVersion: '9.0'\npackages:\n  a@1.0.0: {}\n";
    expect(installIsStale(checkout(lockfile, lockfile))).toBe(false);
  });

  it("installs again after a pull changed the lockfile", () => {
    const before = "lockfileVersion: '9.0'\npackages:\n  a@1.0.0: {}\n";
    const after = "lockfileVersion: '9.0'\npackages:\n  a@1.1.0: {}\n";
    expect(installIsStale(checkout(after, before))).toBe(true);
  });

  it("finds this checkout's own install up to date", () => {
    expect(installIsStale()).toBe(false);
  });
});
