import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { createTestApolloClient } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { createPageLookup } from "./pageLookup";

setupMockServer();

const lookup = createPageLookup(createTestApolloClient());

describe("createPageLookup", () => {
  it("asks the postLocation query for the post's page with the stored token, each time anew", async () => {
    localStorage.setItem("token", "secret");
    const seen: (string | null)[] = [];
    server.use(
      graphql.query("NotificationPostPage", ({ variables, request }) => {
        seen.push(request.headers.get("authorization"));
        return HttpResponse.json({ data: { postLocation: { page: variables.postId === "p9" ? 4 : 1 } } });
      }),
    );
    await expect(lookup("p9")).resolves.toBe(4);
    await expect(lookup("p9")).resolves.toBe(4);
    expect(seen).toEqual(["Bearer secret", "Bearer secret"]);
  });

  it("answers null and logs a warning when the forum knows no such post", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(
      graphql.query("NotificationPostPage", () => HttpResponse.json({ data: { postLocation: null } })),
    );
    await expect(lookup("p9")).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("clears the stored session on a 401, as any GraphQL call does", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    localStorage.setItem("token", "expired");
    localStorage.setItem("user", JSON.stringify({ id: "1", username: "ann" }));
    server.use(graphql.query("NotificationPostPage", () => HttpResponse.json({}, { status: 401 })));
    await expect(lookup("p9")).resolves.toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("answers null and logs an error when the request fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(graphql.query("NotificationPostPage", () => HttpResponse.error()));
    await expect(lookup("p9")).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });

  it("answers null and logs an error when the server answers with an error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      graphql.query("NotificationPostPage", () =>
        HttpResponse.json({ data: null, errors: [{ message: "Internal server error" }] }),
      ),
    );
    await expect(lookup("p9")).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });
});
