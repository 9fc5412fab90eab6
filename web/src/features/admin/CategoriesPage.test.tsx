import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from "@incident-watch/schema";
import type { UpdateCategoryMutationVariables } from "../../gql/graphql";
import { renderWithProviders } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { CategoriesPage } from "./CategoriesPage";

setupMockServer();

const sabotage = {
  __typename: "Category",
  id: "1",
  name: "Sabotage",
  description: "Cables and rails",
  position: 0,
  threadCount: 3,
  postCount: 9,
};

/** Serves the category list and records the variables of every create and update. */
function serveCategories() {
  const sent: Array<[string, unknown]> = [];
  server.use(
    graphql.query("AdminCategories", () => HttpResponse.json({ data: { categories: [sabotage] } })),
    graphql.mutation<never, UpdateCategoryMutationVariables>("UpdateCategory", ({ variables }) => {
      sent.push(["update", variables]);
      return HttpResponse.json({ data: { updateCategory: { ...sabotage, ...variables.input } } });
    }),
    graphql.mutation("CreateCategory", ({ variables }) => {
      sent.push(["create", variables]);
      return HttpResponse.json({ data: { createCategory: { __typename: "Category", id: "2" } } });
    }),
  );
  return sent;
}

describe("the categories screen", () => {
  it("edits a category's name and description within their limits", async () => {
    const sent = serveCategories();
    renderWithProviders(<CategoriesPage />);
    // a list row at first: the form opens in its place on Edit
    await screen.findByRole("heading", { level: 3, name: "Sabotage" });
    expect(screen.queryByRole("form", { name: "Edit Sabotage" })).not.toBeInTheDocument();
    expect(screen.getByText("Cables and rails")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Edit Sabotage" }));
    const form = screen.getByRole("form", { name: "Edit Sabotage" });
    const name = within(form).getByLabelText("Name");
    const description = within(form).getByLabelText("Description");
    expect(name).toHaveValue("Sabotage");
    expect(name).toHaveAttribute("maxLength", String(CATEGORY_NAME_MAX));
    expect(description).toHaveAttribute("maxLength", String(CATEGORY_DESCRIPTION_MAX));
    await userEvent.clear(name);
    await userEvent.type(name, "Sabotage and infrastructure");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    // the row closes again once saved
    expect(screen.queryByRole("form", { name: "Edit Sabotage" })).not.toBeInTheDocument();
    expect(sent).toEqual([
      [
        "update",
        { id: "1", input: { name: "Sabotage and infrastructure", description: "Cables and rails" } },
      ],
    ]);
  });

  it("creates a category from a name and a description, and empties the form", async () => {
    const sent = serveCategories();
    renderWithProviders(<CategoriesPage />);
    const form = await screen.findByRole("form", { name: "New category" });
    const name = within(form).getByLabelText("Name");
    expect(name).toHaveAttribute("maxLength", String(CATEGORY_NAME_MAX));
    await userEvent.type(name, "Drones");
    await userEvent.type(within(form).getByLabelText("Description"), "Sightings over bases");
    await userEvent.click(within(form).getByRole("button", { name: "Create category" }));
    expect(await within(form).findByText("Category created.")).toBeInTheDocument();
    expect(sent).toEqual([["create", { input: { name: "Drones", description: "Sightings over bases" } }]]);
    expect(name).toHaveValue("");
  });

  it("shows only the list with no form open, and Cancel or Escape closes an opened one", async () => {
    serveCategories();
    renderWithProviders(<CategoriesPage />);
    await screen.findByRole("heading", { level: 3, name: "Sabotage" });
    // the one form shown is the new category's
    expect(screen.getAllByRole("form")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Edit Sabotage" }));
    expect(screen.getByRole("form", { name: "Edit Sabotage" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Edit Sabotage" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Delete Sabotage" }));
    const deleting = screen.getByRole("group", { name: "Delete Sabotage" });
    expect(within(deleting).getByLabelText("Move its threads to")).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Delete Sabotage" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Sabotage" })).toBeInTheDocument();
  });
});
