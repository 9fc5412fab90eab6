import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpgradeRefusingRelay } from "../../api/test/http-relay.js";
import { createCategory, createPost, createThread, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { badge, bell } from "./notificationHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

let e2e: E2E;
let relay: Awaited<ReturnType<typeof startUpgradeRefusingRelay>>;
let alice: Member;
let bob: Member;
let threadId: string;

/** How long a pushed notification may take to show: a tenth of the bell's five-minute poll. */
const LIVE_MS = 30_000;

beforeAll(async () => {
  e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
  // a network that passes plain HTTP and refuses the WebSocket upgrade, as some corporate proxies do
  relay = await startUpgradeRefusingRelay(e2e.url);
  const categoryId = await createCategory(e2e, "Sightings", "Reports from members");
  alice = await registerMember(e2e, "alice_f");
  bob = await registerMember(e2e, "bob_f");
  threadId = await createThread(
    e2e,
    bob,
    categoryId,
    "Drones over the harbour",
    "Seen three of them at dusk.",
  );
});

afterAll(async () => {
  await relay?.close();
  await e2e?.close();
});

/** Bob's page, reached through the relay, counting the requests that open an event stream. */
async function bobBehindTheRelay(): Promise<{ page: Page; streams: () => number }> {
  const page = await e2e.newPage({ baseURL: relay.url });
  await page.context().addInitScript((token) => localStorage.setItem("token", token), bob.token);
  let streams = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql/stream") streams++;
  });
  return { page, streams: () => streams };
}

describe("a page on a network that refuses WebSockets", () => {
  it("falls back to Server-Sent Events and still gets its notifications live, without a reload", async () => {
    const { page, streams } = await bobBehindTheRelay();
    await page.goto("/mission");
    await bell(page).waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await expect.poll(streams, { timeout: onThisMachine(15_000) }).toBeGreaterThan(0);

    // the bell polls only every five minutes without a live connection: a badge within half a minute (a
    // slow machine running other test files beside this one) is a push
    await createPost(e2e, alice, threadId, "I saw them too, from the pier.");
    await expect.poll(() => badge(page).textContent(), { timeout: LIVE_MS }).toBe("1");
    await createPost(e2e, alice, threadId, "And again tonight.");
    await expect.poll(() => badge(page).textContent(), { timeout: LIVE_MS }).toBe("2");
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.context().close();
  });

  it("keeps its live updates through a restart of the app, catching up on what it missed", async () => {
    const { page, streams } = await bobBehindTheRelay();
    await page.goto("/mission");
    await bell(page).waitFor();
    await expect.poll(streams, { timeout: onThisMachine(15_000) }).toBeGreaterThan(0);
    const before = Number((await badge(page).textContent()) ?? "0");

    await e2e.restartApp(async () => {
      await e2e.sql(
        `insert into notifications (recipient_id, type, content) values ($1, 'system', 'Missed one')`,
        [bob.id],
      );
    });
    await expect
      .poll(() => badge(page).textContent(), { timeout: onThisMachine(30_000) })
      .toBe(String(before + 1));
    await createPost(e2e, alice, threadId, "After the restart: still there?");
    await expect.poll(() => badge(page).textContent(), { timeout: LIVE_MS }).toBe(String(before + 2));
    await page.context().close();
  });
});
