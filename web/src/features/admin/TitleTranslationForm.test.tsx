import type { Messages } from "@lingui/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addCatalog, LocaleContext } from "../../i18n";
import polish from "../../locales/pl/admin.json";
import { renderWithProviders } from "../../test/render";
import { TitleTranslationForm } from "./TitleTranslationForm";

const translations = [
  { language: "de", title: "Drohnen über dem Hafen", provenance: "machine" as const, stale: false },
];

function renderIn(locale: "en" | "pl") {
  renderWithProviders(
    <LocaleContext value={locale}>
      <TitleTranslationForm id="1" titleLanguage="en" translations={translations} />
    </LocaleContext>,
  );
}

describe("the title-translation form", () => {
  it("names the languages in English on an English page", () => {
    renderIn("en");
    expect(screen.getByText("Translations of the title (1; written in English)")).toBeInTheDocument();
    expect(screen.getByText("German", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Polish" })).toBeInTheDocument();
  });

  it("names the languages in Polish inside Polish sentences, not in themselves", () => {
    addCatalog("pl", "admin", polish as unknown as Messages);
    renderIn("pl");
    expect(screen.getByText("Tłumaczenia tytułu (1; język oryginału: angielski)")).toBeInTheDocument();
    expect(screen.getByText("niemiecki", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "polski" })).toBeInTheDocument();
    expect(screen.queryByText(/English|Deutsch/)).toBeNull();
  });
});
