import { describe, expect, it } from "vitest";
import { formatters } from "../../i18n";
import { i18nFor } from "../../i18n/catalogs";
import { auditQuote, auditSentence as sentenceIn, type AuditFacts } from "./auditSentence";

// in English, as the log shows it (the test set-up loads the English catalogues)
const words = {
  t: (id: string, values?: Record<string, string | number>) => i18nFor("en")._(id, values),
  instant: (iso: unknown) => formatters("en").instant(new Date(String(iso))),
};
const auditSentence = (facts: AuditFacts) => sentenceIn(facts, words);

const entry = (facts: Partial<AuditFacts>): AuditFacts => ({
  action: "event.approve",
  actorName: "chief",
  targetType: "event",
  targetLabel: "Drone over Gdańsk",
  details: "{}",
  ...facts,
});

describe("the audit log's sentences", () => {
  it("names who did what to which, without ids or raw details", () => {
    expect(auditSentence(entry({}))).toBe("chief approved the incident “Drone over Gdańsk” for the map.");
    expect(
      auditSentence(
        entry({
          action: "event.update",
          details: JSON.stringify({ title: { from: "a", to: "b" }, date: { from: "x", to: "y" } }),
        }),
      ),
    ).toBe("chief edited the incident “Drone over Gdańsk” (title, date).");
    const changes = [{ field: "evidenceStatus", from: "reported", to: "corroborated" }];
    expect(auditSentence(entry({ action: "event.evidence_set", details: JSON.stringify({ changes }) }))).toBe(
      "chief set the evidence status of the incident “Drone over Gdańsk” to corroborated.",
    );
    expect(auditSentence(entry({ action: "event.confirmation_proposed" }))).toBe(
      "chief proposed to confirm the incident “Drone over Gdańsk”.",
    );
    expect(auditSentence(entry({ action: "event.evidence_confirmed" }))).toBe(
      "chief agreed to confirm the incident “Drone over Gdańsk”, as the second moderator.",
    );
    expect(
      auditSentence(
        entry({
          action: "user.role",
          targetType: "user",
          targetLabel: "alice",
          details: JSON.stringify({ role: { from: "user", to: "moderator" } }),
        }),
      ),
    ).toBe("chief changed the role of alice from member to moderator.");
    expect(
      auditSentence(
        entry({
          action: "thread.move",
          targetType: "thread",
          targetLabel: "Cable cut",
          details: JSON.stringify({ categoryId: { from: "1", to: "2" }, category: { to: "Sabotage" } }),
        }),
      ),
    ).toBe("chief moved the thread “Cable cut” to “Sabotage”.");
  });

  it("says how long a ban lasts and when it ends, and that an expired ban ended by itself", () => {
    const sentence = auditSentence(
      entry({
        action: "user.ban",
        targetType: "user",
        targetLabel: "bob",
        details: JSON.stringify({ duration: "week", endsAt: "2026-11-29T12:00:00.000Z" }),
      }),
    );
    expect(sentence).toMatch(/^chief banned bob for 7 days, until 29\/11\/2026, 12:00 UTC\.$/);
    expect(
      auditSentence(
        entry({
          action: "user.unban",
          actorName: "System",
          targetType: "user",
          targetLabel: "bob",
          details: JSON.stringify({ banId: "9", expired: true, system: true }),
        }),
      ),
    ).toBe("The ban of bob ended.");
  });

  it("counts reports and recipients, and keeps a broadcast's message to quote", () => {
    expect(
      auditSentence(
        entry({
          action: "report.resolve",
          targetType: "post",
          targetLabel: 'a post in "Cable cut"',
          details: JSON.stringify({ reports: 3, reporters: 3, action: "deletePost", ban: "day" }),
        }),
      ),
    ).toBe(
      'chief resolved 3 reports about a post in "Cable cut" and deleted the post and banned the author.',
    );
    const broadcast = entry({
      action: "broadcast.send",
      targetType: "broadcast",
      targetLabel: null,
      details: JSON.stringify({ recipients: 42, content: "Maintenance tonight" }),
    });
    expect(auditSentence(broadcast)).toBe("chief sent a message to all members (42 recipients).");
    expect(auditQuote(broadcast.action, broadcast.details)).toBe("Maintenance tonight");
  });

  it("still says something for an action it does not know, or details it cannot read", () => {
    expect(auditSentence(entry({ action: "event.archive", details: "not json" }))).toBe(
      "chief: event.archive on the incident “Drone over Gdańsk”.",
    );
  });
});
