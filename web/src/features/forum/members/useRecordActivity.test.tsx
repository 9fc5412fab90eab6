import { waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { member, serveMe, storeSignedIn, userWith } from "../../../test/auth";
import { renderWithProviders } from "../../../test/render";
import { server, setupMockServer } from "../../../test/server";
import { useRecordActivity } from "./useRecordActivity";

setupMockServer();

function ForumPage() {
  useRecordActivity();
  return null;
}

function serveActivity(answer: () => Response = () => HttpResponse.json({ data: { recordActivity: true } })) {
  const seen: (string | null)[] = [];
  server.use(
    graphql.mutation("RecordActivity", ({ request }) => {
      seen.push(request.headers.get("authorization"));
      return answer();
    }),
  );
  return seen;
}

describe("useRecordActivity", () => {
  it("records a signed-in member's activity with the recordActivity mutation, once per page load", async () => {
    const user = { ...member, id: "activity-1" };
    storeSignedIn(user);
    serveMe(user);
    const seen = serveActivity();
    renderWithProviders(<ForumPage />);
    await waitFor(() => expect(seen).toEqual(["Bearer stored-token"]));
    // another forum page of the same load does not record again
    renderWithProviders(<ForumPage />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });

  it("records nothing for a visitor", async () => {
    serveMe(null);
    const seen = serveActivity();
    renderWithProviders(<ForumPage />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });

  it("only logs a failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userWith("user", "activity_2");
    storeSignedIn(user);
    serveMe(user);
    serveActivity(() => HttpResponse.json({ data: null, errors: [{ message: "Internal server error" }] }));
    renderWithProviders(<ForumPage />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Recording activity failed", expect.anything()));
  });
});
