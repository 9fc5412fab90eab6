import { describe, expect, it } from "vitest";
import { headlineText, notificationHeadline } from "./notification-headline.js";

const facts = { actorName: "alice", threadTitle: "Drones over the harbour", content: "I saw them too." };

describe("notificationHeadline", () => {
  it("says who did what and where for the post types, the excerpt under it", () => {
    expect(notificationHeadline({ ...facts, type: "mention" })).toEqual({
      lead: "alice mentioned you in ",
      threadTitle: "Drones over the harbour",
      showContent: true,
    });
    expect(notificationHeadline({ ...facts, type: "quote" }).lead).toBe("alice quoted you in ");
    expect(notificationHeadline({ ...facts, type: "reply" }).lead).toBe("alice replied in ");
    expect(headlineText(notificationHeadline({ ...facts, type: "new_thread" }))).toBe(
      'alice started a new thread: "Drones over the harbour"',
    );
  });

  it("names someone and a thread when the account or the thread is gone", () => {
    const headline = notificationHeadline({
      type: "reply",
      actorName: null,
      threadTitle: null,
      content: "x",
    });
    expect(headlineText(headline)).toBe('Someone replied in "a thread"');
  });

  it("takes a reaction's own sentence, with no excerpt repeating it", () => {
    const headline = notificationHeadline({
      ...facts,
      type: "reaction",
      content: "carol and 3 others reacted to your post",
    });
    expect(headlineText(headline)).toBe(
      'carol and 3 others reacted to your post in "Drones over the harbour"',
    );
    expect(headline.showContent).toBe(false);
  });

  it("gives the moderation and system types a sentence of their own, the message under it", () => {
    const none = { actorName: null, threadTitle: null, content: "..." };
    expect(headlineText(notificationHeadline({ ...none, type: "report_update" }))).toBe(
      "Your report was reviewed",
    );
    expect(headlineText(notificationHeadline({ ...none, type: "ban" }))).toBe("Your account was banned");
    expect(headlineText(notificationHeadline({ ...none, type: "unban" }))).toBe(
      "Your account ban was lifted",
    );
    expect(headlineText(notificationHeadline({ ...none, type: "system" }))).toBe("A message from the staff");
    expect(headlineText(notificationHeadline({ ...none, type: "saved_search" }))).toBe(
      "An alert from your saved search",
    );
    expect(headlineText(notificationHeadline({ ...none, type: "other" }))).toBe("A notification");
    expect(headlineText(notificationHeadline({ ...facts, type: "other" }))).toBe(
      'A notification about "Drones over the harbour"',
    );
  });
});
