import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages, messages } from "@incident-watch/schema";
import { clientAddress } from "../../../../test/accounts.js";
import { changeOf, startTestApp, type TestApp } from "../../../../test/app.js";
import {
  CREATE_POST,
  CREATE_THREAD,
  DELETE_POST,
  EDIT_POST,
  forumMember,
  insertCategories,
  type Member,
} from "../../../../test/forum.js";
import { fakeTranslator, type Answer, type Asked } from "../../../../test/translator.js";
import { insertThread } from "../writes/forum-writes.js";

/** "[target] text"; a text with HOSTILE in it comes back as markup, one with FAIL as a server error. */
const translated = (question: Asked): Answer =>
  question.q.includes("FAIL")
    ? { status: 500 }
    : {
        translatedText: question.q.includes("HOSTILE")
          ? `<script>alert(1)</script><img src=x onerror="alert(2)"> **fett** <a href="javascript:alert(3)">x</a>`
          : `[${question.target}] ${question.q}`,
      };

const TRANSLATE = `mutation ($postId: ID!, $language: String!) {
  translatePost(postId: $postId, language: $language) { postId language sourceLanguage html } }`;
const POST_OF_THREAD = `query ($id: ID!) { thread(id: $id) { posts(page: 1) { posts { id language translatable } } } }`;

type Translation = {
  translatePost: { postId: string; language: string; sourceLanguage: string; html: string };
};

describe("forum posts across languages", () => {
  let app: TestApp;
  let author: Member;
  let reader: Member;
  let categoryId: string;
  let translator: Awaited<ReturnType<typeof fakeTranslator>>;

  beforeAll(async () => {
    translator = await fakeTranslator(translated);
    app = await startTestApp({
      TRANSLATE_URL: translator.url,
      TRANSLATE_ALLOW_LOOPBACK: "true",
      TRUST_PROXY: "1",
    });
    [author, reader] = await Promise.all([forumMember(app), forumMember(app)]);
    categoryId = (await insertCategories(app, ["General"]))[0]!;
  });

  afterAll(async () => {
    await app?.close();
    translator?.server.close();
  });

  /** A post in `language` (null: unknown), written straight to the database past the posting spacing. */
  const post = (markdown: string, language: string | null) =>
    changeOf(app, (tx) =>
      insertThread(tx, {
        categoryId,
        authorId: author.id,
        title: "Translated",
        markdown,
        html: "<p>x</p>",
        language,
      }),
    );

  const stored = async (postId: string) =>
    app.orm.em
      .fork()
      .execute<{ language: string; html: string }[]>(
        "select language, html from forum_post_translations where post_id = ? order by language",
        [postId],
      );

  it("records the language a post is written in, and refuses one that is not the site's", async () => {
    const thread = await app.graphql<{
      createThread: { id: string; posts: { posts: Array<{ id: string }> } };
    }>(
      CREATE_THREAD,
      {
        input: {
          categoryId,
          title: "Przecięty kabel",
          body: "Kabel przecięty pod Gdańskiem.",
          language: "pl",
        },
      },
      author.headers,
    );
    expect(thread.errors).toBeUndefined();
    const threadId = thread.data!.createThread.id;
    const replied = await app.graphql(
      CREATE_POST,
      { input: { threadId, body: "Und in Kiel?" } },
      reader.headers,
    );
    expect(replied.errors).toBeUndefined();

    const read = await app.graphql<{
      thread: { posts: { posts: Array<{ language: string | null; translatable: boolean }> } };
    }>(POST_OF_THREAD, { id: threadId });
    // a reply whose writer did not say has no language, and cannot be translated
    expect(
      read.data?.thread.posts.posts.map(({ language, translatable }) => ({ language, translatable })),
    ).toEqual([
      { language: "pl", translatable: true },
      { language: null, translatable: false },
    ]);

    const refused = await app.graphql(
      CREATE_POST,
      { input: { threadId, body: "Hm", language: "xx" } },
      reader.headers,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { language: apiMessages.titleLanguageInvalid },
    });
  });

  it("translates a post once per language and text, and keeps it until the post is edited", async () => {
    const { postId } = await post("Pożar **magazynu** w Warszawie", "pl");
    const before = translator.asked.length;
    const first = await app.graphql<Translation>(TRANSLATE, { postId, language: "de" }, reader.headers);
    expect(first.errors).toBeUndefined();
    expect(first.data?.translatePost).toEqual({
      postId,
      language: "de",
      sourceLanguage: "pl",
      html: "<p>[de] Pożar <strong>magazynu</strong> w Warszawie</p>\n",
    });
    expect(translator.asked.slice(before)).toEqual([
      expect.objectContaining({ q: "Pożar **magazynu** w Warszawie", source: "pl", target: "de" }),
    ]);

    // asked again, by anyone: the stored one, nothing sent
    const again = await app.graphql<Translation>(TRANSLATE, { postId, language: "de" });
    expect(again.data?.translatePost.html).toBe(first.data?.translatePost.html);
    expect(translator.asked.length).toBe(before + 1);

    // an edit forgets it; the next reader's request translates the new text
    const edited = await app.graphql(
      EDIT_POST,
      { id: postId, body: "Pożar hali w Warszawie" },
      author.headers,
    );
    expect(edited.errors).toBeUndefined();
    expect(await stored(postId)).toEqual([]);
    const fresh = await app.graphql<Translation>(TRANSLATE, { postId, language: "de" }, reader.headers);
    expect(fresh.data?.translatePost.html).toBe("<p>[de] Pożar hali w Warszawie</p>\n");
    expect(translator.asked.length).toBe(before + 2);
    expect(await stored(postId)).toEqual([{ language: "de", html: "<p>[de] Pożar hali w Warszawie</p>\n" }]);
  });

  it("never shows a translation made from an earlier text", async () => {
    const { postId } = await post("Stary tekst", "pl");
    await app.graphql(TRANSLATE, { postId, language: "fr" }, reader.headers);
    // changed under it without an edit's cleaning up (as by a concurrent edit): the hash no longer matches
    await app.orm.em.fork().execute("update forum_posts set markdown = 'Nowy tekst' where id = ?", [postId]);
    const answer = await app.graphql<Translation>(TRANSLATE, { postId, language: "fr" }, reader.headers);
    expect(answer.data?.translatePost.html).toBe("<p>[fr] Nowy tekst</p>\n");
  });

  it("renders the service's answer as a post's text: no script, no raw HTML", async () => {
    const { postId } = await post("HOSTILE", "pl");
    const answer = await app.graphql<Translation>(TRANSLATE, { postId, language: "de" }, reader.headers);
    const html = answer.data!.translatePost.html;
    expect(html).toContain("<strong>fett</strong>");
    // the markup comes out as text, never as elements
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<script|<img|<a /i);
  });

  it("refuses what cannot be translated, and stores nothing when the service fails", async () => {
    const unknown = await post("Unknown language", null);
    const polish = await post("Po polsku", "pl");
    const failing = await post("FAIL", "pl");
    const refusal = async (postId: string, language: string) =>
      (await app.graphql(TRANSLATE, { postId, language }, reader.headers)).errors?.[0];

    expect(await refusal(unknown.postId, "de")).toMatchObject({
      message: apiMessages.postLanguageUnknown,
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await refusal(polish.postId, "pl")).toMatchObject({
      message: apiMessages.postTranslationOwnLanguage,
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await refusal(polish.postId, "xx")).toMatchObject({
      message: apiMessages.titleLanguageInvalid,
      extensions: { code: "BAD_USER_INPUT", fields: { language: apiMessages.titleLanguageInvalid } },
    });
    expect(await refusal("999999999", "de")).toMatchObject({
      message: messages.postNotFound,
      extensions: { code: "NOT_FOUND" },
    });
    expect(await refusal(failing.postId, "de")).toMatchObject({
      message: apiMessages.postTranslationFailed,
      extensions: { code: "SERVICE_UNAVAILABLE" },
    });
    expect(await stored(failing.postId)).toEqual([]);

    // a member of their own: the author's thread a moment ago is inside the posting spacing
    const writer = await forumMember(app);
    const reply = await app.graphql<{ createPost: { id: string } }>(
      CREATE_POST,
      { input: { threadId: polish.threadId, body: "Do usunięcia", language: "pl" } },
      writer.headers,
    );
    expect(reply.errors).toBeUndefined();
    await app.graphql(DELETE_POST, { id: reply.data!.createPost.id }, writer.headers);
    expect(await refusal(reply.data!.createPost.id, "de")).toMatchObject({
      message: messages.postDeleted,
      extensions: { code: "NOT_FOUND" },
    });
  });

  it("limits the translations asked of the service per address, not those already stored", async () => {
    const { postId } = await post("Limit", "pl");
    const em = app.orm.em.fork();
    // a visitor from an address of its own: the earlier cases' anonymous requests are another's
    const visitor = { "x-forwarded-for": clientAddress() };
    const ask = () => app.graphql(TRANSLATE, { postId, language: "de" }, visitor);
    for (let asked = 1; asked <= 30; asked++) {
      await em.execute("delete from forum_post_translations where post_id = ?", [postId]);
      expect((await ask()).errors, `request ${asked}`).toBeUndefined();
    }
    await em.execute("delete from forum_post_translations where post_id = ?", [postId]);
    const answer = await ask();
    expect(answer.errors?.[0]).toMatchObject({
      message: apiMessages.postTranslationsTooFast,
      extensions: { code: "RATE_LIMITED" },
    });
    // a member has an allowance of their own
    const member = await app.graphql(TRANSLATE, { postId, language: "de" }, reader.headers);
    expect(member.errors).toBeUndefined();
  });

  it("offers nothing and sends nothing without a service", async () => {
    const { threadId, postId } = await post("Bez usługi", "pl");
    const other = await startTestApp({ DATABASE_URL: app.config.databaseUrl! });
    try {
      const before = translator.asked.length;
      const read = await other.graphql<{ thread: { posts: { posts: Array<{ translatable: boolean }> } } }>(
        POST_OF_THREAD,
        { id: threadId },
      );
      expect(read.data?.thread.posts.posts[0]?.translatable).toBe(false);
      const answer = await other.graphql(TRANSLATE, { postId, language: "de" }, reader.headers);
      expect(answer.errors?.[0]).toMatchObject({
        message: apiMessages.postTranslationUnavailable,
        extensions: { code: "NOT_FOUND" },
      });
      expect(translator.asked.length).toBe(before);
    } finally {
      await other.close();
    }
  });
});
