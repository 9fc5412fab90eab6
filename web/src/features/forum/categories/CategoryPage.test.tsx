import { screen } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render";
import { server, setupMockServer } from "../../../test/server";
import { CategoryPage } from "./CategoryPage";

setupMockServer();

const CATEGORY_ID = "42";

function answerCategory() {
  const asked = { count: 0 };
  server.use(
    graphql.query("CategoryPage", () => {
      asked.count += 1;
      return HttpResponse.json({
        data: {
          category: {
            __typename: "Category",
            id: CATEGORY_ID,
            name: "Sightings",
            description: "Reports from members",
            threadCount: 0,
            postCount: 0,
          },
          categoryThreads: {
            __typename: "ThreadPage",
            page: 1,
            pageCount: 1,
            totalCount: 0,
            threads: [],
          },
        },
      });
    }),
  );
  return asked;
}

describe("a category opened again while its answer is fresh (spec §9: 30 s)", () => {
  it("is shown from the cache without a second request", async () => {
    const asked = answerCategory();
    const { router } = renderRoutes(
      [
        { path: "/forum/category/:categoryId", element: <CategoryPage /> },
        { path: "/elsewhere", element: <p>Elsewhere</p> },
      ],
      `/forum/category/${CATEGORY_ID}`,
    );
    expect(await screen.findByRole("heading", { name: "Sightings" })).toBeInTheDocument();
    await act(() => router.navigate("/elsewhere"));
    await screen.findByText("Elsewhere");
    await act(() => router.navigate(`/forum/category/${CATEGORY_ID}`));
    expect(await screen.findByRole("heading", { name: "Sightings" })).toBeInTheDocument();
    expect(asked.count).toBe(1);
  });
});
