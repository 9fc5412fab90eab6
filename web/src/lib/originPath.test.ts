import { describe, expect, it } from "vitest";
import { sameSitePath } from "./originPath";

describe("sameSitePath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(sameSitePath("/forum/settings")).toBe("/forum/settings");
    expect(sameSitePath("/forum/thread/7?page=2#post-9")).toBe("/forum/thread/7?page=2#post-9");
    expect(sameSitePath("/")).toBe("/");
  });

  it("refuses absolute URLs, even to this site", () => {
    expect(sameSitePath("https://evil.com/forum")).toBeNull();
    expect(sameSitePath("http://localhost:3000/forum")).toBeNull();
  });

  it("refuses protocol-relative URLs in every spelling browsers accept", () => {
    for (const value of [
      "//evil.com",
      "///evil.com",
      "/\\evil.com",
      "/\\/evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
    ]) {
      expect(sameSitePath(value)).toBeNull();
    }
  });

  it("refuses script and data schemes and relative paths", () => {
    for (const value of ["javascript:alert(1)", "data:text/html,hi", "forum/settings", "", " /forum"]) {
      expect(sameSitePath(value)).toBeNull();
    }
  });

  it("refuses values that are not text", () => {
    expect(sameSitePath(undefined)).toBeNull();
    expect(sameSitePath({ pathname: "/forum" })).toBeNull();
  });

  it("refuses the sign-in pages so a successful login does not land back on them", () => {
    expect(sameSitePath("/forum/login")).toBeNull();
    expect(sameSitePath("/forum/register/")).toBeNull();
    expect(sameSitePath("/forum/reset-password?token=x")).toBeNull();
  });

  it("normalises dot segments without leaving the site", () => {
    expect(sameSitePath("/forum/../../admin")).toBe("/admin");
  });
});
