import type { Messages } from "@lingui/core";
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { addCatalog, LocaleContext } from "../../i18n";
import german from "../../locales/de/alerts.json";
import { WebhookLastCall } from "./WebhookLastCall";

const AT = "2026-11-26T09:05:00.000Z";

async function shown(call: Parameters<typeof WebhookLastCall>[0]["call"], locale: "en" | "de" = "en") {
  const { container, unmount } = render(
    <LocaleContext value={locale}>
      <Suspense fallback={null}>
        <WebhookLastCall call={call} />
      </Suspense>
    </LocaleContext>,
  );
  await screen.findByText(/webhook|Webhooks/);
  const text = container.textContent;
  unmount();
  return text;
}

describe("a saved search's last webhook call", () => {
  it("tells the member whether the call arrived, was refused or failed", async () => {
    expect(await shown({ at: AT, test: true, outcome: "refused", status: null })).toMatch(
      /^Test call to the webhook, .+: refused, as the address is not public\. Nothing was sent\.$/,
    );
    expect(await shown({ at: AT, test: true, outcome: "delivered", status: null })).toMatch(
      /^Test call to the webhook, .+: delivered\.$/,
    );
    expect(await shown({ at: AT, test: false, outcome: "failed", status: 500 })).toMatch(
      /^Last call to the webhook, .+: the address answered 500\.$/,
    );
    expect(await shown({ at: AT, test: false, outcome: "failed", status: null })).toMatch(
      /could not be reached\.$/,
    );
  });

  it("says it in the member's language", async () => {
    addCatalog("de", "alerts", german as unknown as Messages);
    expect(await shown({ at: AT, test: true, outcome: "refused", status: null }, "de")).toMatch(
      /^Testaufruf des Webhooks, .+: abgelehnt, da die Adresse nicht öffentlich ist\./,
    );
  });
});
