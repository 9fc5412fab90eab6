import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeTranslator } from "../../api/test/translator.js";
import { startE2E, type E2E } from "./harness.js";
import { createCategory, gql, pageAs, registerMember, type Member } from "./forumSeed.js";

describe("a forum post in the reader's language, in a real browser", () => {
  let e2e: E2E;
  let translator: Awaited<ReturnType<typeof fakeTranslator>>;
  let threadId: string;
  let reader: Member;
  beforeAll(async () => {
    translator = await fakeTranslator();
    e2e = await startE2E({ env: { TRANSLATE_URL: translator.url, TRANSLATE_ALLOW_LOOPBACK: "true" } });
    const writer = await registerMember(e2e, "polish_writer");
    const categoryId = await createCategory(e2e, "Sightings", "What was seen");
    const data = await gql<{ createThread: { id: string } }>(
      e2e,
      `mutation ($input: CreateThreadInput!) { createThread(input: $input) { id } }`,
      {
        input: {
          categoryId,
          title: "Drony nad portem",
          body: "Trzy drony nad **portem** o zmierzchu.",
          language: "pl",
        },
      },
      writer.token,
    );
    threadId = data.createThread.id;
    reader = await registerMember(e2e, "german_reader");
  });
  afterAll(async () => {
    await e2e?.close();
    translator?.server.close();
  });

  it("shows a Polish post's language, translates it into German on request with its label, and shows the original again", async () => {
    const page = await e2e.newPage();
    await page.goto(`/de/forum/thread/${threadId}`);
    const post = page.locator("article.post").first();
    const content = post.locator(".post__content");
    await content.waitFor();
    expect(await content.getAttribute("lang")).toBe("pl");
    expect(await post.locator(".post__language").getAttribute("title")).toBe("Geschrieben auf Polnisch");
    expect(translator.asked).toEqual([]);

    await post.getByRole("button", { name: "Übersetzen" }).click();
    await post.getByText("Maschinell übersetzt, Original auf Polnisch").waitFor();
    expect(await content.innerHTML()).toBe(
      "<p>[de] Trzy drony nad <strong>portem</strong> o zmierzchu.</p>\n",
    );
    expect(await content.getAttribute("lang")).toBe("de");
    expect(translator.asked.map(({ target, q }) => `${target}: ${q}`)).toEqual([
      "de: Trzy drony nad **portem** o zmierzchu.",
    ]);

    await post.getByRole("button", { name: "Original anzeigen" }).click();
    expect(await content.innerText()).toBe("Trzy drony nad portem o zmierzchu.");
    expect(await content.getAttribute("lang")).toBe("pl");
    await post.getByRole("button", { name: "Übersetzung anzeigen" }).click();
    expect(await content.innerText()).toBe("[de] Trzy drony nad portem o zmierzchu.");

    // in the post's own language there is nothing to translate
    await page.goto(`/pl/forum/thread/${threadId}`);
    await content.waitFor();
    expect(await post.getByRole("button", { name: "Przetłumacz" }).count()).toBe(0);
    expect(await post.locator(".post__language").count()).toBe(0);
    await page.context().close();
  });

  it("offers the page's language for a reply, and records the one its writer chooses", async () => {
    const page = await pageAs(e2e, reader);
    await page.goto(`/de/forum/thread/${threadId}`);
    const language = page.getByLabel("Sprache Ihres Beitrags");
    expect(await language.inputValue()).toBe("de");
    await language.selectOption("en");
    await page.getByLabel("Ihre Antwort").fill("Seen from the beach too.");
    await page.getByRole("button", { name: "Antwort senden" }).click();
    const reply = page.locator("article.post").filter({ hasText: "Seen from the beach too." });
    await reply.waitFor();
    // shown on the German page as English, and marked so
    expect(await reply.locator(".post__content").getAttribute("lang")).toBe("en");
    const rows = await e2e.sql<{ language: string }>(
      "select language from forum_posts where thread_id = $1 and number > 1 order by number",
      [threadId],
    );
    expect(rows.map((row) => row.language)).toEqual(["en"]);
    await page.context().close();
  });
});
