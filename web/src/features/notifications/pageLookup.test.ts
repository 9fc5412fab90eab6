import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server, setupMockServer } from "../../test/server";
import { createPageLookup } from "./pageLookup";

setupMockServer();

const lookup = createPageLookup();

describe("createPageLookup", () => {
  it("asks the forum for the post's page with the stored token", async () => {
    localStorage.setItem("token", "secret");
    const seen: (string | null)[] = [];
    server.use(
      http.get("/api/forum/posts/:id/page-info", ({ params, request }) => {
        seen.push(request.headers.get("authorization"));
        return HttpResponse.json({ page: params.id === "p9" ? 4 : 1 });
      }),
    );
    await expect(lookup("p9")).resolves.toBe(4);
    expect(seen).toEqual(["Bearer secret"]);
  });

  it("answers null and logs a warning when the server says no", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(http.get("/api/forum/posts/:id/page-info", () => HttpResponse.json({}, { status: 404 })));
    await expect(lookup("p9")).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("clears the stored session on a 401, as a 401 on GraphQL does", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    localStorage.setItem("token", "expired");
    localStorage.setItem("user", JSON.stringify({ id: "1", username: "ann" }));
    server.use(http.get("/api/forum/posts/:id/page-info", () => HttpResponse.json({}, { status: 401 })));
    await expect(lookup("p9")).resolves.toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("answers null and logs an error when the request fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(http.get("/api/forum/posts/:id/page-info", () => HttpResponse.error()));
    await expect(lookup("p9")).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });

  it("answers null for a page that is not a positive whole number", async () => {
    server.use(http.get("/api/forum/posts/:id/page-info", () => HttpResponse.json({ page: "2" })));
    await expect(lookup("p9")).resolves.toBeNull();
  });
});
