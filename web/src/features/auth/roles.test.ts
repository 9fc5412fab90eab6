import { describe, expect, it } from "vitest";
import { hasRole, roleBadge } from "./roles";

describe("hasRole", () => {
  it("lets admins and moderators through admin-or-moderator routes", () => {
    expect(hasRole("admin", "adminOrModerator")).toBe(true);
    expect(hasRole("moderator", "adminOrModerator")).toBe(true);
    expect(hasRole("user", "adminOrModerator")).toBe(false);
  });

  it("lets only admins through admin routes", () => {
    expect(hasRole("admin", "admin")).toBe(true);
    expect(hasRole("moderator", "admin")).toBe(false);
  });
});

describe("roleBadge", () => {
  it("names the staff roles and nothing for a regular user", () => {
    expect(roleBadge("admin")).toBe("Admin");
    expect(roleBadge("moderator")).toBe("Moderator");
    expect(roleBadge("user")).toBeNull();
  });
});
