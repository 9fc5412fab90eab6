import type { Messages } from "@lingui/core";
import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { addCatalog, LocaleContext } from "../../i18n";
import polish from "../../locales/pl/admin.json";
import { renderWithProviders } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { AuditLogPage } from "./AuditLogPage";

setupMockServer();

async function actionChoicesIn(locale: "en" | "pl", actions: string[]) {
  server.use(
    graphql.query("AuditFilters", () =>
      HttpResponse.json({ data: { auditActions: actions, auditActors: [] } }),
    ),
    graphql.query("AuditLog", () =>
      HttpResponse.json({
        data: { auditLog: { pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } },
      }),
    ),
  );
  renderWithProviders(
    <LocaleContext value={locale}>
      <AuditLogPage />
    </LocaleContext>,
  );
  const select = screen.getByRole("combobox", { name: locale === "en" ? "Action" : "Działanie" });
  await within(select).findByRole("option", {
    name: locale === "en" ? "Incident approved" : "Zatwierdzenie incydentu",
  });
  return within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

describe("the audit log's action filter", () => {
  it("names the actions in English", { timeout: 20_000 }, async () => {
    const choices = await actionChoicesIn("en", ["event.approve", "user.ban", "thread.titleRevisionRedact"]);
    expect(choices).toEqual([
      "Any action",
      "Incident approved",
      "Member banned",
      "Earlier thread title redacted",
    ]);
  });

  it("names the actions in the reader's language, never by their codes", async () => {
    addCatalog("pl", "admin", polish as unknown as Messages);
    const choices = await actionChoicesIn("pl", ["event.approve", "report.dismiss"]);
    expect(choices).toEqual(["Dowolne działanie", "Zatwierdzenie incydentu", "Odrzucenie zgłoszeń"]);
  });
});
