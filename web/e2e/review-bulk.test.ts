import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { pageAs, registerMember, type Member } from "./forumSeed.js";
import { seedEvents } from "./mapHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

/** The words the queue's selection shows, in the two languages walked. */
const WORDS = {
  en: {
    path: "/forum/admin/incidents",
    select: (title: string) => `Select ${title}`,
    selectAll: "Select all on this page",
    count: (n: number) => `Selected: ${n}`,
    approve: "Approve selected",
    reject: "Reject selected",
    reason: "Reason for rejecting the selected (given to each)",
    confirmReject: "Reject",
    approved: (n: number) => `Approved: ${n}.`,
    rejected: (n: number) => `Rejected: ${n}.`,
    refused: "Refused, and still selected:",
    notFound: "Not Found",
  },
  pl: {
    path: "/pl/forum/admin/incidents",
    select: (title: string) => `Zaznacz: ${title}`,
    selectAll: "Zaznacz wszystkie na tej stronie",
    count: (n: number) => `Zaznaczone: ${n}`,
    approve: "Zatwierdź zaznaczone",
    reject: "Odrzuć zaznaczone",
    reason: "Powód odrzucenia zaznaczonych (podany przy każdym)",
    confirmReject: "Odrzuć",
    approved: (n: number) => `Zatwierdzone: ${n}.`,
    rejected: (n: number) => `Odrzucone: ${n}.`,
    refused: "Odmówiono, nadal zaznaczone:",
    notFound: "Nie znaleziono",
  },
} as const;

/** Moderators review the selected cards of the queue at once, each still its own review and version. */
describe("reviewing the selected cards of the queue at once, in a real browser", () => {
  let e2e: E2E;
  let moderator: Member;
  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "100" } });
    moderator = await registerMember(e2e, "bulk_moderator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const cases = [
    ["en", 1280],
    ["en", 390],
    ["pl", 1280],
    ["pl", 390],
  ] as const;

  it.each(cases)(
    "approves two, lists one deleted meanwhile as refused, rejects one (%s, %i px)",
    async (lang, width) => {
      const words = WORDS[lang];
      const tag = `${lang}-${width}`;
      const titles = [
        "Drone over a depot",
        "Cable cut at a pier",
        "Arson at a rail yard",
        "Jamming near a port",
      ].map((title) => `${title} ${tag}`);
      const ids = await seedEvents(
        e2e,
        titles.map((title, i) => ({
          type: "russian",
          title,
          sourceUrl: `https://news.example.org/bulk-${tag}-${i}`,
          date: "2024-05-02",
          latitude: 50 + i,
          longitude: 20 + i,
          status: "pending",
        })),
      );
      const [first, second, toReject, gone] = ids as [string, string, string, string];
      const page = await pageAs(e2e, moderator);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(words.path);
      const box = (title: string) => page.getByRole("checkbox", { name: words.select(title), exact: true });
      await box(titles[0]!).waitFor();

      // select all, then leave out the one to reject: the count follows
      await page.getByRole("checkbox", { name: words.selectAll }).check();
      await page.getByText(words.count(4), { exact: true }).waitFor();
      // the keyboard ticks a card too
      await box(titles[2]!).focus();
      await page.keyboard.press("Space");
      expect(await box(titles[2]!).isChecked()).toBe(false);
      await page.getByText(words.count(3), { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // another moderator deletes one of the selected meanwhile: it is refused, the others approved
      await e2e.sql("delete from events where id = $1", [gone]);
      await page.getByRole("button", { name: words.approve }).click();
      const outcome = page.getByRole("status").filter({ hasText: words.approved(2) });
      await outcome.waitFor({ timeout: onThisMachine(30_000) });
      expect(await outcome.textContent()).toContain(words.refused);
      // the server's reason reaches the page's language once its catalogue has arrived
      const refusal = outcome.getByRole("listitem");
      await refusal.filter({ hasText: words.notFound }).waitFor();
      expect(await refusal.textContent()).toBe(`${titles[3]}: ${words.notFound}`);
      await box(titles[0]!).waitFor({ state: "detached" });
      await box(titles[1]!).waitFor({ state: "detached" });

      // each approved on its own: its review, its audit line and its published version
      for (const id of [first, second]) {
        const [row] = await e2e.sql<{ status: string; reviews: string; audit: string; versions: string }>(
          `select status,
           (select count(*) from event_reviews where event_id = e.id and action = 'approve')::text as reviews,
           (select count(*) from staff_actions where action = 'event.approve' and target_id = e.id::text)::text as audit,
           (select count(*) from incident_versions where event_id = e.id and action = 'published')::text as versions
         from events e where id = $1`,
          [id],
        );
        expect(row).toEqual({ status: "approved", reviews: "1", audit: "1", versions: "1" });
      }

      // the one left is rejected with a reason asked once
      await box(titles[2]!).check();
      await page.getByText(words.count(1), { exact: true }).waitFor();
      await page.getByRole("button", { name: words.reject }).click();
      await page.getByLabel(words.reason).fill("Not a hostile act");
      await page.getByRole("button", { name: words.confirmReject, exact: true }).click();
      await page
        .getByRole("status")
        .filter({ hasText: words.rejected(1) })
        .waitFor({ timeout: onThisMachine(30_000) });
      const [rejected] = await e2e.sql<{ status: string; rejection_reason: string }>(
        "select status, rejection_reason from events where id = $1",
        [toReject],
      );
      expect(rejected).toEqual({ status: "rejected", rejection_reason: "Not a hostile act" });
      await page.close();
    },
  );
});
