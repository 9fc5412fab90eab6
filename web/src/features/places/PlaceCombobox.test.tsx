import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { PlacesQueryVariables } from "../../gql/graphql";
import { renderWithProviders } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { PlaceCombobox } from "./PlaceCombobox";

setupMockServer();

const place = (geonameId: number, name: string, country: string, region: string | null) => ({
  __typename: "Place",
  geonameId,
  name,
  country,
  region,
  population: 100_000,
  latitude: 54,
  longitude: 18,
});
const GDANSK = place(3099434, "Gdańsk", "PL", "Pomeranian Voivodeship");
const GDYNIA = place(3099424, "Gdynia", "PL", "Pomeranian Voivodeship");

/** Serves the places and counts the questions asked. */
function servePlaces() {
  const asked: string[] = [];
  server.use(
    graphql.query<never, PlacesQueryVariables>("Places", ({ variables }) => {
      asked.push(variables.query);
      return HttpResponse.json({ data: { places: [GDANSK, GDYNIA] } });
    }),
  );
  return asked;
}

function renderField() {
  const onChoose = vi.fn();
  renderWithProviders(<PlaceCombobox label="Type a town or village" onChoose={onChoose} />);
  return { onChoose, input: screen.getByRole("combobox", { name: "Type a town or village" }) };
}

describe("the place field", () => {
  it("asks once typing pauses, and shows each place with its region and country", async () => {
    const asked = servePlaces();
    const { input } = renderField();
    await userEvent.type(input, "gdan");
    const options = await screen.findAllByRole("option");
    expect(asked).toEqual(["gdan"]);
    expect(options.map((option) => option.textContent)).toEqual([
      "GdańskPomeranian Voivodeship, Poland",
      "GdyniaPomeranian Voivodeship, Poland",
    ]);
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Places found: 2.");
  });

  it("moves through the places with the arrows and chooses one with Enter", async () => {
    servePlaces();
    const { input, onChoose } = renderField();
    await userEvent.type(input, "gd");
    await screen.findAllByRole("option");
    await userEvent.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[0]!.id);
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    // past the last, back to the first; above the first, the last
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    expect(onChoose).toHaveBeenCalledWith(GDYNIA);
    expect(input).toHaveValue("Gdynia");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");
  });

  it("closes the list with Escape, then empties the field with a second", async () => {
    servePlaces();
    const { input, onChoose } = renderField();
    await userEvent.type(input, "gd");
    await screen.findAllByRole("option");
    await userEvent.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("gd");
    await userEvent.keyboard("{Escape}");
    expect(input).toHaveValue("");
    // the arrows open the list again once there is text
    await userEvent.type(input, "gd");
    await screen.findAllByRole("option");
    await userEvent.keyboard("{Escape}{ArrowDown}");
    await waitFor(() => expect(input).toHaveAttribute("aria-expanded", "true"));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("says so when no place has that name", async () => {
    server.use(graphql.query("Places", () => HttpResponse.json({ data: { places: [] } })));
    const { input } = renderField();
    await userEvent.type(input, "zzq");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("No town or village of that name."),
    );
    expect(input).toHaveAttribute("aria-expanded", "false");
  });
});
