import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "@incident-watch/schema";
import { appRoutes } from "./router";

/** Every screen's full path pattern, from the nested route table (the catch-all 404s left out). */
function screenPaths(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent : route.path ? `${parent}/${route.path}` : parent;
    if (route.path?.endsWith("*")) return [];
    const here = route.element && (route.index || route.path) ? [own || "/"] : [];
    return [...here, ...screenPaths(route.children ?? [], own)];
  });
}

describe("the server's list of screens", () => {
  it("names exactly the screens the web router has, so none of them answers HTTP 404", () => {
    expect([...SITE_ROUTES].sort()).toEqual([...new Set(screenPaths(appRoutes))].sort());
  });
});
