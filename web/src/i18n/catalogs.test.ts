import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES, messages } from "@incident-watch/schema";
import { describe, expect, it } from "vitest";
import { untranslatedText } from "../test/untranslatedText";

/**
 * The catalogues stay complete (decision 114): every language has every English key and no other, each
 * message's placeholders, markup and plural forms match English's (plurals by each language's own rules),
 * every key is used by the code, and the parts of the app already translated write no text outside them.
 */
const src = join(import.meta.dirname, "..");
const locales = join(src, "locales");

const read = (path: string) => readFileSync(path, "utf8");
const catalog = (lang: string, file: string) =>
  JSON.parse(read(join(locales, lang, file))) as Record<string, string>;
const namespaces = readdirSync(join(locales, "en")).filter((file) => file.endsWith(".json"));

/** What a message must keep in every language: its arguments, their kinds, and its markup tags. */
function shape(message: string) {
  const args = new Map<string, string>();
  const plurals = new Map<string, Set<string>>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, type, format] = token;
      if (name === "#") continue;
      args.set(name, type ?? "text");
      if (
        (type === "plural" || type === "selectordinal" || type === "select") &&
        format &&
        typeof format === "object"
      ) {
        const forms = Object.entries(format as Record<string, CompiledMessage | number | undefined>).filter(
          ([key]) => key !== "offset",
        );
        if (type !== "select")
          plurals.set(name, new Set(forms.map(([key]) => key).filter((key) => !key.startsWith("="))));
        for (const [, form] of forms) if (Array.isArray(form)) walk(form);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  const tags = [...new Set([...message.matchAll(/<([a-z][a-zA-Z0-9]*)>/g)].map((match) => match[1]))].sort();
  return { args, plurals, tags };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["locales", "gql", "test"].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the catalogues", () => {
  it("has a file per language for each of English's", () => {
    for (const lang of LOCALES)
      expect(
        readdirSync(join(locales, lang))
          .filter((file) => file.endsWith(".json"))
          .sort(),
        lang,
      ).toEqual([...namespaces].sort());
  });

  it("names each key after its file", () => {
    for (const file of namespaces)
      for (const key of Object.keys(catalog("en", file)))
        expect(key, file).toMatch(new RegExp(`^${file.replace(".json", "")}\\.`));
  });

  it("gives every language every English key and no other", () => {
    for (const file of namespaces) {
      const english = Object.keys(catalog("en", file)).sort();
      for (const lang of LOCALES) {
        const keys = Object.keys(catalog(lang, file));
        expect({ lang, file, missing: english.filter((key) => !keys.includes(key)) }).toEqual({
          lang,
          file,
          missing: [],
        });
        expect({ lang, file, unknown: keys.filter((key) => !english.includes(key)) }).toEqual({
          lang,
          file,
          unknown: [],
        });
      }
    }
  });

  it("keeps English's placeholders and markup, and each language's plural forms", () => {
    for (const file of namespaces) {
      const english = catalog("en", file);
      // each English message's shape once, not once per language
      const sources = new Map(Object.entries(english).map(([key, message]) => [key, shape(message)]));
      for (const lang of LOCALES) {
        const categories = new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
        for (const [key, message] of Object.entries(catalog(lang, file))) {
          const source = sources.get(key) ?? shape("");
          const translated = shape(message);
          const where = `${lang}/${file} ${key}`;
          expect([...translated.args].sort(), where).toEqual([...source.args].sort());
          expect(translated.tags, where).toEqual(source.tags);
          for (const [name, forms] of translated.plurals)
            expect([...forms].sort(), `${where} {${name}}`).toEqual([...categories].sort());
        }
      }
    }
  }, 30_000);

  it("addresses the German reader as Sie throughout, never du", () => {
    const mails = join(src, "..", "..", "api", "src", "locales", "de.json");
    const texts = [
      ...namespaces.flatMap((file) => Object.entries(catalog("de", file))),
      ...Object.entries(JSON.parse(read(mails)) as Record<string, string>),
    ];
    const informal = /(^|[^\p{L}])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?![\p{L}])/iu;
    expect(texts.filter(([, text]) => informal.test(text)).map(([key]) => key)).toEqual([]);
  });

  it("has no key that no code uses", () => {
    const code = sourceFiles(src).map(read).join("\n");
    for (const file of namespaces.filter((name) => name !== "messages.json")) {
      const unused = Object.keys(catalog("en", file)).filter((key) => !code.includes(`"${key}"`));
      expect({ file, unused }).toEqual({ file, unused: [] });
    }
  });
});

describe("the shared validation texts' catalogue", () => {
  it("words only texts of schema's messages, each under its own name", () => {
    const unknown = Object.keys(catalog("en", "messages.json")).filter(
      (key) => !(key.replace(/^messages\./, "") in messages),
    );
    expect(unknown).toEqual([]);
    for (const [key, text] of Object.entries(catalog("en", "messages.json")))
      expect(text, key).toBe(messages[key.replace(/^messages\./, "") as keyof typeof messages]);
  });
});

/**
 * Files still written in English (issue 41): none now, the admin area and the API explorer being the last
 * to leave. A file listed here leaves the list with its translation; the check fails while a file listed
 * here has no untranslated text left.
 */
const NOT_YET_TRANSLATED = new Set<string>([]);

describe("the app's components", () => {
  const files = sourceFiles(src).filter((file) => file.endsWith(".tsx"));
  const found = new Map(files.map((file) => [relative(src, file), untranslatedText(file)]));

  it("write no text outside the catalogues", () => {
    const untranslated = [...found]
      .filter(([file]) => !NOT_YET_TRANSLATED.has(file))
      .flatMap(([file, texts]) => texts.map((text) => `${file}: ${text}`));
    expect(untranslated).toEqual([]);
  }, 30_000);

  it("list as not yet translated only files that still are", () => {
    const done = [...NOT_YET_TRANSLATED].filter((file) => !found.get(file)?.length);
    expect(done).toEqual([]);
  });
});
