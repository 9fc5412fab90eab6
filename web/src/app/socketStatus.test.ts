import { describe, expect, it } from "vitest";
import { createSocketStatus } from "./socketStatus";

describe("the socket's resume cursors", () => {
  it("sends only the cursors features know now, and forgets a feature that stopped", () => {
    const status = createSocketStatus();
    let newest: string | null = null;
    const stop = status.resumeFrom("notificationAdded", () => newest);
    status.resumeFrom("notificationsChanged", () => "7");
    expect(status.resumeCursors()).toEqual({ notificationsChanged: "7" });
    newest = "42";
    expect(status.resumeCursors()).toEqual({ notificationAdded: "42", notificationsChanged: "7" });
    stop();
    expect(status.resumeCursors()).toEqual({ notificationsChanged: "7" });
  });

  it("keeps a newer registration when an older one stops", () => {
    const status = createSocketStatus();
    const stopOld = status.resumeFrom("notificationAdded", () => "1");
    status.resumeFrom("notificationAdded", () => "2");
    stopOld();
    expect(status.resumeCursors()).toEqual({ notificationAdded: "2" });
  });
});
