import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES } from "@incident-watch/schema";
import { describe, expect, it } from "vitest";
import { mailTexts } from "./mail-texts.js";

const locales = join(import.meta.dirname, "../../locales");
const catalog = (lang: string) =>
  JSON.parse(readFileSync(join(locales, `${lang}.json`), "utf8")) as Record<string, string>;

/** A message's placeholders, as names in order of appearance. */
function placeholders(message: string): string[] {
  const names: string[] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) if (typeof token !== "string" && token[0] !== "#") names.push(token[0]);
  };
  walk(compileMessageOrThrow(message));
  return names.sort();
}

describe("the mails' catalogues", () => {
  it("has one per language, each with English's keys and placeholders", () => {
    expect(readdirSync(locales).sort()).toEqual(LOCALES.map((lang) => `${lang}.json`).sort());
    const english = catalog("en");
    for (const lang of LOCALES) {
      const messages = catalog(lang);
      expect(Object.keys(messages).sort(), lang).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(messages))
        expect(placeholders(message), `${lang} ${key}`).toEqual(placeholders(english[key]!));
    }
  });

  it("has no key the mails do not use", () => {
    const code = readdirSync(join(import.meta.dirname, "../.."), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => readFileSync(join(import.meta.dirname, "../..", file), "utf8"))
      .join("\n");
    expect(Object.keys(catalog("en")).filter((key) => !code.includes(`"${key}"`))).toEqual([]);
  });

  it("fills a message's placeholders in the language asked for", () => {
    expect(mailTexts("de")("mail.missed.greeting", { username: "anna" })).toBe("Hallo anna,");
    expect(mailTexts("en")("mail.missed.reply", { actor: "ann", thread: "Drones" })).toBe(
      'ann replied in "Drones"',
    );
  });
});
