import { renderHook } from "@testing-library/react";
import type { Messages } from "@lingui/core";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { addCatalog, LocaleContext } from "../../i18n";
import german from "../../locales/de/notifications.json";
import { isNotificationType, NOTIFICATION_TYPES } from "./notificationTypes";
import { useNotificationWords } from "./useNotificationWords";

const now = Date.parse("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

function wordsIn(locale: "en" | "de") {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleContext value={locale}>{children}</LocaleContext>
  );
  return renderHook(() => useNotificationWords(), { wrapper }).result.current;
}

describe("the notifications' words in English", () => {
  const words = wordsIn("en");

  it("names each of spec §3's nine types as it does, a saved search's alert, a followed incident's, a new thread, and an unknown one as the generic label", () => {
    expect(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, words.label(type)]))).toEqual({
      reply: "New Reply",
      new_thread: "New Thread",
      quote: "Quoted in Post",
      mention: "Mentioned You",
      report_update: "Report Update",
      ban: "Account Ban",
      unban: "Account Unban",
      system: "System Message",
      reaction: "New Reaction",
      saved_search: "Saved Search Alert",
      incident: "Followed Incident",
      other: "Notification",
    });
    expect(words.label("poll_closed")).toBe("Notification");
    expect(words.label("toString")).toBe("Notification");
    expect(isNotificationType("toString")).toBe(false);
    expect(isNotificationType("mention")).toBe(true);
  });

  it("heads a followed incident's notice as one, with what changed in the page's words", () => {
    const entry = {
      type: "incident" as const,
      actor: null,
      relatedThread: null,
      content: "“Drone over the port” was corrected: the date",
      messageKey: "notifications.said.incidentChanges",
      messageArgs: [
        { name: "title", text: "Drone over the port", count: null },
        { name: "count", text: null, count: 3 },
      ],
    };
    expect(words.headlineText(entry)).toBe("An incident you follow");
    expect(words.text(entry)).toBe("3 changes to “Drone over the port”");
  });

  it("heads a new thread in a watched category with who started it and its title, its opening under it", () => {
    const entry = {
      type: "new_thread" as const,
      actor: { username: "alice" },
      relatedThread: { id: "7", title: "Drones over the harbour" },
      content: "I saw them too.",
    };
    expect(words.headline(entry)).toEqual({
      before: "alice started a new thread: ",
      threadTitle: "Drones over the harbour",
      after: "",
      showContent: true,
    });
  });

  it("heads a saved search's alert as one, its stored sentence under it", () => {
    const entry = {
      type: "saved_search" as const,
      actor: null,
      relatedThread: null,
      content: "New incident for “x”: y",
    };
    expect(words.headline(entry)).toEqual({
      before: "An alert from your saved search",
      threadTitle: null,
      after: "",
      showContent: true,
    });
  });

  it("shows the content, or 'No content available' when it is missing or blank", () => {
    expect(words.text({ content: "alice replied" })).toBe("alice replied");
    expect(words.text({ content: null })).toBe("No content available");
    expect(words.text({})).toBe("No content available");
    expect(words.text({ content: "   " })).toBe("No content available");
  });

  it("says 'Just now' under a minute (and slightly ahead), whole minutes, whole hours, then the date", () => {
    expect(words.time(ago(0), now)).toBe("Just now");
    expect(words.time(ago(59_999), now)).toBe("Just now");
    expect(words.time(ago(-5_000), now)).toBe("Just now");
    expect(words.time(ago(60_000), now)).toBe("1m ago");
    expect(words.time(ago(59 * 60_000 + 59_000), now)).toBe("59m ago");
    expect(words.time(ago(3_600_000), now)).toBe("1h ago");
    expect(words.time(ago(23 * 3_600_000 + 3_599_000), now)).toBe("23h ago");
    expect(words.time(ago(24 * 3_600_000), now)).toBe("21/11/2026");
    expect(words.time(new Date("2025-03-04T10:00:00Z"), now)).toBe("04/03/2025");
    expect(words.time("not a date", now)).toBe("");
  });

  it("tells a screen reader how many are unseen", () => {
    expect(words.bellLabel(0)).toBe("Notifications");
    expect(words.bellLabel(3)).toBe("Notifications, 3 unseen");
    expect(words.bellLabel(12)).toBe("Notifications, more than 9 unseen");
  });

  it("says who did what where, the thread's title apart, as schema's headline does", () => {
    const entry = {
      actor: { username: "alice" },
      relatedThread: { title: "Drones <b>over</b> Riga" },
      content: "Hi",
    };
    expect(words.headline({ ...entry, type: "mention" } as never)).toEqual({
      before: "alice mentioned you in ",
      threadTitle: "Drones <b>over</b> Riga",
      after: "",
      showContent: true,
    });
    expect(words.headlineText({ ...entry, type: "reply" } as never)).toBe(
      'alice replied in "Drones <b>over</b> Riga"',
    );
    expect(words.headlineText({ type: "ban", actor: null, relatedThread: null, content: "x" } as never)).toBe(
      "Your account was banned",
    );
    expect(
      words.headline({ type: "reaction", actor: null, relatedThread: null, content: "" } as never),
    ).toMatchObject({ before: "Someone reacted to your post", threadTitle: null, showContent: false });
  });
});

describe("the notifications' words in German", () => {
  addCatalog("de", "notifications", german as unknown as Messages);

  it("words the bell, the times and the headline in German, plurals by German's rules", () => {
    const words = wordsIn("de");
    expect(words.label("reply")).toBe("Neue Antwort");
    expect(words.time(ago(5 * 60_000), now)).toBe("vor 5 Min.");
    expect(words.time(new Date("2025-03-04T10:00:00Z"), now)).toBe("04/03/2025");
    expect(words.bellLabel(1)).toBe("Benachrichtigungen, 1 ungelesen");
    expect(
      words.headlineText({
        type: "reply",
        actor: { username: "anna" },
        relatedThread: { title: "Drohnen" },
        content: "",
      } as never),
    ).toBe('anna hat in "Drohnen" geantwortet');
  });

  it("words a stored message by its key and arguments, a count by German's plural rules", () => {
    const words = wordsIn("de");
    const reaction = {
      type: "reaction" as const,
      actor: { username: "alice" },
      relatedThread: { id: "7", title: "Titel" },
      content: "alice and 3 others reacted to your post",
      messageKey: "notifications.said.reactionWithOthers",
      messageArgs: [
        { name: "name", text: "alice", count: null },
        { name: "others", text: null, count: 3 },
      ],
    };
    expect(words.headlineText(reaction)).toBe(
      'alice und 3 weitere Personen haben auf Ihren Beitrag reagiert in "Titel"',
    );
    const alert = {
      content: "New incident for your saved search “Kabel”: Kabel durchtrennt",
      messageKey: "notifications.said.savedSearch",
      messageArgs: [
        { name: "name", text: "Kabel" },
        { name: "title", text: "Kabel durchtrennt" },
      ],
    };
    expect(words.text(alert)).toBe("Neuer Vorfall für Ihre gespeicherte Suche „Kabel“: Kabel durchtrennt");
    // a row stored before keys, or a key this page does not know, keeps its English
    expect(words.text({ ...alert, messageKey: null })).toBe(alert.content);
    expect(words.text({ ...alert, messageKey: "notifications.said.fromANewerServer" })).toBe(alert.content);
  });
});
