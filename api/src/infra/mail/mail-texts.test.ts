import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES, NOTIFICATION_KEYS } from "@incident-watch/schema";
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

  it("has no key the mails or the stored notifications do not use", () => {
    const code = readdirSync(join(import.meta.dirname, "../.."), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => readFileSync(join(import.meta.dirname, "../..", file), "utf8"))
      .join("\n");
    const used = (key: string) =>
      code.includes(`"${key}"`) || (NOTIFICATION_KEYS as readonly string[]).includes(key);
    expect(Object.keys(catalog("en")).filter((key) => !used(key))).toEqual([]);
  });

  it("has every stored notification's message in every language, counted by its plural rules", () => {
    for (const key of NOTIFICATION_KEYS) expect(Object.keys(catalog("en"))).toContain(key);
    const reacted = (lang: "en" | "de" | "pl", others: number) =>
      mailTexts(lang)("notifications.said.reactionWithOthers", { name: "alice", others });
    expect(mailTexts("en")("notifications.said.reaction", { name: "alice" })).toBe(
      "alice reacted to your post",
    );
    expect(reacted("en", 3)).toBe("alice and 3 others reacted to your post");
    expect(reacted("de", 1)).toBe("alice und 1 weitere Person haben auf Ihren Beitrag reagiert");
    expect(reacted("pl", 3)).toBe("alice i 3 inne osoby zareagowali na Twój wpis");
    expect(reacted("pl", 5)).toBe("alice i 5 innych osób zareagowało na Twój wpis");
  });

  it("fills a message's placeholders in the language asked for", () => {
    expect(mailTexts("de")("mail.missed.greeting", { username: "anna" })).toBe("Hallo anna,");
    expect(mailTexts("en")("mail.missed.reply", { actor: "ann", thread: "Drones" })).toBe(
      'ann replied in "Drones"',
    );
  });
});
