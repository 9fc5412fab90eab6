import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "@incident-watch/schema";
import { embedRoutes } from "../embed/EmbedApp";
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
  it("names exactly the screens the web routers have (the app's and the embed's), so none answers 404", () => {
    const screens = [...screenPaths(appRoutes), ...screenPaths(embedRoutes)];
    expect([...SITE_ROUTES].sort()).toEqual([...new Set(screens)].sort());
  });
});
