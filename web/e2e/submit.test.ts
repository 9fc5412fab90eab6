import { INCIDENT_KINDS, incidentKindLabels, messages } from "@incident-watch/schema";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { canvasOrigin, markers, waitForMapAtRest } from "./mapHelpers.js";
import { createMember, graphqlAs } from "./notificationHelpers.js";
import { field, openSubmitForm, sendReport, startNewsSite, type NewsSite } from "./submitForm.js";
import { onThisMachine } from "../../api/test/slowness.js";

const ARTICLE_TITLE = "Substation sabotage near Riga";

const captchaState = (page: Page) => page.locator("altcha-widget .altcha").getAttribute("data-state");

async function pickerReady(page: Page) {
  const canvas = page.locator(".location-picker canvas.maplibregl-canvas");
  await canvas.waitFor();
  // the basemap is drawn once maplibre has parsed it in its worker
  await page.waitForTimeout(500);
  return (await canvas.boundingBox())!;
}

async function pinBottomCentre(page: Page) {
  const box = await page.locator(".location-picker__pin").boundingBox();
  return box && { x: box.x + box.width / 2, y: box.y + box.height };
}

describe("submitting an incident in a real browser", () => {
  let e2e: E2E;
  let site: NewsSite;
  beforeAll(async () => {
    // the page's own title is longer: the server takes the og:title
    site = await startNewsSite(
      `<title>${ARTICLE_TITLE} | News</title><meta property="og:title" content="${ARTICLE_TITLE}">`,
    );
    e2e = await startE2E({ env: { ...site.env, RATE_LIMIT_FACTOR: "100" } });
  });
  afterAll(async () => {
    await e2e?.close();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  it("names every missing field with the spec's messages", async () => {
    const page = await e2e.newPage();
    await openSubmitForm(page);
    await page.getByRole("button", { name: "Submit" }).click();
    for (const text of [
      messages.kindRequired,
      messages.sourceUrlRequired,
      messages.dateRequired,
      messages.locationRequired,
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    // The verification starts by itself once the form has focus (the Submit click gives it): the form asks
    // for it, or shows it at work, never both at once — or, on a fast turn, it has already ended verified
    const asked = page.getByText(messages.verificationRequired, { exact: true });
    const working = page.getByRole("status").filter({ hasText: "Verifying this browser" });
    const verified = async () =>
      (await page.locator("altcha-widget .altcha").getAttribute("data-state")) === "verified";
    await expect
      .poll(
        async () => {
          const [isAsked, isWorking] = [await asked.isVisible(), await working.isVisible()];
          if (isAsked && isWorking) return "both shown";
          return isAsked || isWorking || (await verified()) ? "one state" : "neither";
        },
        { timeout: onThisMachine(10_000) },
      )
      .toBe("one state");
    expect(await e2e.sql("select id from events")).toEqual([]);
    await page.context().close();
  });

  it("keeps the Submit button in place while the verification starts, so the click that starts it lands", async () => {
    const page = await e2e.newPage();
    await openSubmitForm(page);
    const submit = page.getByRole("button", { name: "Submit" });
    const top = async () => (await submit.boundingBox())!.y;
    const before = await top();
    // the verification starts when the form takes focus, as from the mouse going down on Submit
    await page.getByLabel("Source URL").focus();
    await page.getByRole("status").filter({ hasText: "Verifying this browser" }).waitFor();
    expect(await top()).toBe(before);
    await page.context().close();
  });

  it("starts the verification for a visitor who began filling in the form while it was loading", async () => {
    const page = await e2e.newPage();
    // the widget's code is held back until a field has the focus
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/altcha-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openSubmitForm(page);
    await page.getByLabel("Source URL").focus();
    release();
    await page.getByRole("status").filter({ hasText: "Verifying this browser" }).waitFor();
    await page.context().close();
  });

  it("asks for the kind of attack from a select of the six kinds, focused when it is missing", async () => {
    const page = await e2e.newPage();
    await openSubmitForm(page);
    const kind = page.getByLabel("Kind of attack");
    expect(await kind.inputValue()).toBe("");
    expect(await kind.getAttribute("required")).not.toBeNull();
    const choices = await kind.locator("option:not([disabled])").allInnerTexts();
    expect(choices).toEqual(INCIDENT_KINDS.map((k) => incidentKindLabels[k]));
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText(messages.kindRequired, { exact: true }).waitFor();
    // the first field in error takes the focus
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("submit-kind");
    expect(await kind.getAttribute("aria-invalid")).toBe("true");
    await kind.selectOption({ label: "Airspace and drones" });
    expect(await kind.inputValue()).toBe("airspace");
    await page.context().close();
  });

  it("takes only an optional minus, digits and one decimal point as coordinates", async () => {
    const page = await e2e.newPage();
    await openSubmitForm(page);
    await field(page, "Latitude").pressSequentially("-5a4.3.2x1");
    expect(await field(page, "Latitude").inputValue()).toBe("-54.321");
    await field(page, "Longitude").fill("12,5 E");
    expect(await field(page, "Longitude").inputValue()).toBe("");
    await page.context().close();
  });

  it("fills the coordinates with six decimals from a click on the map and puts the pin there", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 }, webgl: true });
    await openSubmitForm(page);
    const map = await pickerReady(page);
    const click = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
    await page.mouse.click(click.x, click.y);
    const latitude = await field(page, "Latitude").inputValue();
    const longitude = await field(page, "Longitude").inputValue();
    expect(latitude).toMatch(/^\d+\.\d{6}$/);
    expect(longitude).toMatch(/^\d+\.\d{6}$/);
    // the picker opens on the map's own centre, 54.5 N 15.3 E
    expect(Math.abs(Number(latitude) - 54.5)).toBeLessThan(0.5);
    expect(Math.abs(Number(longitude) - 15.3)).toBeLessThan(0.5);
    const pin = await pinBottomCentre(page);
    expect(Math.abs(pin!.x - click.x)).toBeLessThan(3);
    expect(Math.abs(pin!.y - click.y)).toBeLessThan(3);
    await page.context().close();
  });

  it("moves the pin with typed coordinates, only while they are within ±90 and ±180", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 }, webgl: true });
    await openSubmitForm(page);
    const map = await pickerReady(page);
    await field(page, "Latitude").fill("54.5");
    await field(page, "Longitude").fill("15.3");
    await page.getByRole("img", { name: "Pin at 54.5, 15.3" }).waitFor();
    const centre = (await pinBottomCentre(page))!;
    expect(Math.abs(centre.x - (map.x + map.width / 2))).toBeLessThan(3);
    // Warsaw lies south-east of the centre
    await field(page, "Latitude").fill("52.2297");
    await field(page, "Longitude").fill("21.0122");
    await page.getByRole("img", { name: "Pin at 52.2297, 21.0122" }).waitFor();
    const warsaw = (await pinBottomCentre(page))!;
    expect(warsaw.x).toBeGreaterThan(centre.x + 20);
    expect(warsaw.y).toBeGreaterThan(centre.y + 5);
    await field(page, "Latitude").fill("95");
    await expect.poll(() => page.locator(".location-picker__pin").count()).toBe(0);
    await field(page, "Latitude").fill("52.2297");
    await field(page, "Longitude").fill("-181");
    await expect.poll(() => page.locator(".location-picker__pin").count()).toBe(0);
    await page.context().close();
  });

  it("sends a report behind the real captcha, resets the form, and the approved report appears on the map with the page's title", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 }, webgl: true });
    // a retry sends its own report: the first attempt's source is already taken
    const sourceUrl = `${site.url}/news/riga-substation-${Date.now()}`;
    await openSubmitForm(page);
    await sendReport(page, {
      attackType: "russian",
      kind: { label: "Sabotage" },
      sourceUrl,
      date: "14/05/2024",
      latitude: "56.9496",
      longitude: "24.1052",
    });
    await page.getByText(messages.submissionSucceeded).waitFor();
    for (const label of ["Source URL", "Date", "Latitude", "Longitude"]) {
      expect(await field(page, label).inputValue()).toBe("");
    }
    expect(await captchaState(page)).not.toBe("verified");
    expect(await page.getByLabel("Kind of attack").inputValue()).toBe("");

    const [stored] = await e2e.sql<{ id: string; status: string; kind: string; country: string }>(
      "select id::text as id, status, kind, country from events where source_url = $1",
      [sourceUrl],
    );
    expect(stored).toMatchObject({ status: "pending", kind: "sabotage", country: "LV" });
    await expect
      .poll(async () => (await e2e.sql("select title from events where id = $1", [stored!.id]))[0]?.title)
      .toBe(ARTICLE_TITLE);

    // approved as a moderator does it, so every cache of the public data moves with it (a retry signs up
    // a moderator of its own)
    const moderator = await createMember(e2e, `moderator_${Date.now().toString(36)}`);
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
    await graphqlAs(e2e, moderator, "mutation ($id: ID!) { approveEvent(id: $id) { id } }", {
      id: stored!.id,
    });
    await page.goto("/#8/56.9496/24.1052");
    await waitForMapAtRest(page);
    const marker = (await markers(page)).find((item) => item.kind === "event" && item.id === stored!.id)!;
    const origin = await canvasOrigin(page);
    await page.mouse.click(origin.x + marker.x, origin.y + marker.y);
    await page.locator(".incident-popup").getByText(ARTICLE_TITLE).waitFor();
    expect(await page.locator(".incident-popup").innerText()).toContain("14/05/2024");
    await page.context().close();
  });

  it("says a source was already submitted, in the spec's words and the server's", async () => {
    const page = await e2e.newPage();
    const sourceUrl = `${site.url}/news/duplicate`;
    for (let attempt = 0; attempt < 2; attempt++) {
      await openSubmitForm(page);
      await sendReport(page, {
        kind: "cyber",
        sourceUrl,
        date: "01/06/2024",
        latitude: "50.0755",
        longitude: "14.4378",
      });
      if (attempt === 0) await page.getByText(messages.submissionSucceeded).waitFor();
    }
    const alert = page.getByRole("alert").filter({ hasText: messages.submissionFailed });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(messages.sourceAlreadySubmitted);
    expect(await field(page, "Source URL").inputValue()).toBe(sourceUrl);
    await page.context().close();
  });
});
