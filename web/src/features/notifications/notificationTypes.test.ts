import { describe, expect, it } from "vitest";
import {
  isNotificationType,
  notificationLabel,
  notificationText,
  NOTIFICATION_TYPES,
} from "./notificationTypes";

describe("notificationLabel", () => {
  it("names each of the nine types as spec §3 does", () => {
    expect(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, notificationLabel(type)]))).toEqual({
      reply: "New Reply",
      quote: "Quoted in Post",
      mention: "Mentioned You",
      report_update: "Report Update",
      ban: "Account Ban",
      unban: "Account Unban",
      system: "System Message",
      reaction: "New Reaction",
      other: "Notification",
    });
  });

  it("reads a type it does not know, or an inherited property name, as the generic label", () => {
    expect(notificationLabel("poll_closed")).toBe("Notification");
    expect(notificationLabel("toString")).toBe("Notification");
    expect(isNotificationType("toString")).toBe(false);
    expect(isNotificationType("mention")).toBe(true);
  });
});

describe("notificationText", () => {
  it("shows the content, or 'No content available' when it is missing or blank", () => {
    expect(notificationText("alice replied")).toBe("alice replied");
    expect(notificationText(null)).toBe("No content available");
    expect(notificationText(undefined)).toBe("No content available");
    expect(notificationText("   ")).toBe("No content available");
  });
});
