import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember, type Member } from "./forumSeed.js";
import { seriousAccessibilityProblems } from "./axe.js";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents, waitForMapAtRest } from "./mapHelpers.js";

describe("saved searches, in a real browser", () => {
  let e2e: E2E;
  let member: Member;

  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
    const [eventId] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over the Gdańsk shipyard",
        sourceUrl: "https://pl.example.org/saved-1",
        date: "2024-03-10",
        latitude: 54.4,
        longitude: 18.65,
      },
    ]);
    await e2e.sql("update events set kind = 'airspace', country = 'PL' where id = $1", [eventId]);
    member = await registerMember(e2e, "search_saver");
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it("saves the map's filter with its alerts, and shows it in the settings to change and delete", async () => {
    // bypassCSP: the accessibility check runs its script in the page
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true, webgl: true });
    await page.addInitScript((token) => localStorage.setItem("token", token), member.token);
    await page.goto("/?kinds=airspace&countries=PL&q=drone");
    await waitForMapAtRest(page);
    await page.getByRole("link", { name: "Save this search" }).click();
    const form = page.getByRole("form", { name: "Save this search" });
    await form.getByLabel("Name").waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await form.getByLabel("Name").fill("Drones over Poland");
    await form.getByLabel("By mail, at once").check();
    await form.getByLabel("Digest by mail").selectOption("weekly");
    await form.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. A test alert is on its way through each channel you chose.").waitFor();

    const [stored] = await e2e.sql<{ name: string; filter: unknown; mail_at_once: boolean; digest: string }>(
      "select name, filter, mail_at_once, digest from saved_searches where user_id = $1",
      [member.id],
    );
    expect(stored).toEqual({
      name: "Drones over Poland",
      filter: { kinds: ["airspace"], countries: ["PL"], titleContains: "drone" },
      mail_at_once: true,
      digest: "weekly",
    });
    // the test alert reaches the member's mail
    const mail = await e2e.mailbox.waitFor(`${member.username}@example.org`, 60_000, (each) =>
      each.text.includes("This is a test of your saved search"),
    );
    // (the mailbox reads the text byte by byte, so the quotation marks around the name are left out)
    expect(mail.text).toContain("This is a test of your saved search");
    expect(mail.text).toContain("Drones over Poland");
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // the form opened on the settings page, where the search is now listed
    const item = page.getByRole("form", { name: "Drones over Poland" });
    await item.waitFor();
    await item.getByText("Airspace and drones · Poland · “drone”").waitFor();
    expect(await item.getByLabel("Digest by mail").inputValue()).toBe("weekly");
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await item.getByLabel("Digest by mail").selectOption("daily");
    await item.getByLabel("In the bell").uncheck();
    await item.getByRole("button", { name: "Save changes" }).click();
    await item.getByText("Changes saved. A test alert is on its way.").waitFor();
    const [changed] = await e2e.sql<{ bell: boolean; digest: string }>(
      "select bell, digest from saved_searches where user_id = $1",
      [member.id],
    );
    expect(changed).toEqual({ bell: false, digest: "daily" });

    await item.getByRole("button", { name: "Delete" }).click();
    await item.getByRole("button", { name: "Delete “Drones over Poland”" }).click();
    await page.getByText("You have no saved searches yet.", { exact: false }).waitFor();
    expect(await e2e.sql("select id from saved_searches where user_id = $1", [member.id])).toEqual([]);
    await page.context().close();
  });

  it("saves the area in view when the link is followed, after the member moved the map", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 }, webgl: true });
    await page.addInitScript((token) => localStorage.setItem("token", token), member.token);
    await page.goto("/?kinds=airspace");
    await waitForMapAtRest(page);
    const link = page.getByRole("link", { name: "Save this search" });
    const atFirst = await link.getAttribute("href");
    // the member pans and zooms to the bay of Gdańsk once the page is drawn
    await page.evaluate(() => window.__incidentMap!.jumpTo(18.65, 54.4, 9));
    await waitForMapAtRest(page);
    await expect.poll(() => link.getAttribute("href")).not.toBe(atFirst);
    const href = (await link.getAttribute("href"))!;
    const [west, south, east, north] = new URLSearchParams(href.split("?")[1]!.split("#")[0])
      .get("area")!
      .split(",")
      .map(Number) as [number, number, number, number];
    // the view's bounds to a thousandth of a degree: its corners fall on the map's own, within a pixel
    const corners = await page.evaluate(
      ([w, s, e, n]) => {
        const canvas = document.querySelector<HTMLElement>(".maplibregl-canvas")!;
        const map = window.__incidentMap!;
        return {
          topLeft: map.project(w, n),
          bottomRight: map.project(e, s),
          size: { x: canvas.clientWidth, y: canvas.clientHeight },
        };
      },
      [west, south, east, north] as const,
    );
    expect(Math.abs(corners.topLeft.x)).toBeLessThan(1);
    expect(Math.abs(corners.topLeft.y)).toBeLessThan(1);
    expect(Math.abs(corners.bottomRight.x - corners.size.x)).toBeLessThan(1);
    expect(Math.abs(corners.bottomRight.y - corners.size.y)).toBeLessThan(1);

    await link.click();
    const form = page.getByRole("form", { name: "Save this search" });
    await form.getByLabel("Name").waitFor();
    await form
      .getByText(`Latitude ${south}° to ${north}°, longitude ${west}° to ${east}°`, { exact: true })
      .waitFor();
    await form.getByLabel("Only the area now in view on the map").check();
    await form.getByLabel("Name").fill("Gdańsk bay");
    await form.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. A test alert is on its way through each channel you chose.").waitFor();
    const [stored] = await e2e.sql<{ filter: unknown }>(
      "select filter from saved_searches where user_id = $1 and name = 'Gdańsk bay'",
      [member.id],
    );
    expect(stored).toEqual({ filter: { kinds: ["airspace"], bbox: { west, south, east, north } } });
    await page.context().close();
  });
});
