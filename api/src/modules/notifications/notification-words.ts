import type { Locale, NotificationSaid } from "@incident-watch/schema";
import { isNotificationKey } from "@incident-watch/schema";
import { mailTexts } from "../../infra/mail/mail-texts.js";

/** A stored notification's key and arguments, as its row holds them (the key is null on unparsed old rows). */
export interface StoredWords {
  message_key: string | null;
  message_args: Record<string, string | number> | null;
  content: string | null;
}

/** What a notification says in a language; the stored English stays for rows whose key is unknown. */
export function notificationWords(locale: Locale, row: StoredWords): string | null {
  if (!isNotificationKey(row.message_key)) return row.content;
  return mailTexts(locale)(row.message_key, row.message_args ?? {});
}

/** The English words stored beside the key, for API clients that show no other language. */
export const englishWords = (said: NotificationSaid): string => mailTexts("en")(said.key, said.args);
