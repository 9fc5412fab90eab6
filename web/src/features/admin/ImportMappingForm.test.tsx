import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ImportMappingForm, presetMapping, type Mapping } from "./ImportMappingForm";

function renderForm(mapping: Mapping, onChange = vi.fn()) {
  render(
    <ImportMappingForm
      columns={["url", "date", "lat", "lon", "headline", "lang"]}
      preset="custom"
      mapping={mapping}
      onPreset={() => {}}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe("ImportMappingForm", () => {
  it("asks for the titles' language: a column of the file, or one of the site's languages for every row", () => {
    const onChange = renderForm({ title: { column: "headline" } });
    const language = screen.getByLabelText("Language of the titles");
    const everyRow = within(language).getByRole("group", { name: "The same for every row" });
    expect(within(everyRow).getAllByRole("option")).toHaveLength(16);
    fireEvent.change(language, { target: { value: "=pl" } });
    expect(onChange).toHaveBeenLastCalledWith({
      title: { column: "headline" },
      titleLanguage: { value: "pl" },
    });
    fireEvent.change(language, { target: { value: ":lang" } });
    expect(onChange).toHaveBeenLastCalledWith({
      title: { column: "headline" },
      titleLanguage: { column: "lang" },
    });
  });

  it("names the languages in the reader's language", () => {
    renderForm({});
    expect(
      within(screen.getByLabelText("Language of the titles")).getByRole("option", { name: "Polish" }),
    ).toBeInTheDocument();
  });

  it("marks an ACLED file's titles English, as ACLED writes its notes", () => {
    expect(presetMapping("acled", []).titleLanguage).toEqual({ value: "en" });
  });

  it("styles every select as the site's fields", () => {
    renderForm({});
    for (const select of screen.getAllByRole("combobox")) expect(select).toHaveClass("field__input");
  });
});
