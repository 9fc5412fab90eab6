import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { sourceUrlKey } from "./source-url.js";
import { sourcePage } from "./source-page.js";

const SAME_PAGE = [
  ["https://news.example/article.php?id=12", "http://www.news.example/article.php?id=12#comments"],
  [
    "https://news.example/article.php?id=12",
    "https://news.example/article.php?utm_source=x&id=12&fbclid=abc",
  ],
  ["https://news.example/a/?b=2&a=1", "https://news.example/a?a=1&b=2&gclid=z&UTM_Medium=mail"],
  ["https://news.example/story/", "https://news.example/story?utm_campaign=spring"],
];
const OTHER_PAGE = [
  ["https://news.example/article.php?id=12", "https://news.example/article.php?id=13"],
  ["https://news.example/article.php?id=12", "https://news.example/article.php"],
  ["https://news.example/view?page=2", "https://news.example/view?page=3&utm_source=x"],
];

describe("the page a source names", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  const inSql = async (key: string) => {
    const [row] = await app.orm.em.fork().execute<{ page: string }[]>("select source_page(?) as page", [key]);
    return row!.page;
  };

  it("is one page for addresses that differ in scheme, www., fragment, slashes or tracking parameters only", async () => {
    for (const [a, b] of SAME_PAGE) {
      expect(sourcePage(sourceUrlKey(b!)), b).toBe(sourcePage(sourceUrlKey(a!)));
      expect(await inSql(sourceUrlKey(b!)), b).toBe(await inSql(sourceUrlKey(a!)));
    }
  });

  it("is another page when another query parameter differs", async () => {
    for (const [a, b] of OTHER_PAGE) {
      expect(sourcePage(sourceUrlKey(b!)), b).not.toBe(sourcePage(sourceUrlKey(a!)));
      expect(await inSql(sourceUrlKey(b!)), b).not.toBe(await inSql(sourceUrlKey(a!)));
    }
  });

  it("reads the same in the database as in the app", async () => {
    for (const url of [...SAME_PAGE.flat(), ...OTHER_PAGE.flat()]) {
      const key = sourceUrlKey(url);
      expect(await inSql(key), url).toBe(sourcePage(key));
    }
  });
});
