import { act, screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Header } from "../../app/Header";
import { appSocketStatus } from "../../app/socketStatus";
import { member, serveMe, storeSignedIn } from "../../test/auth";
import { renderWithNotifications, serveNotifications } from "../../test/notifications";
import { server, setupMockServer } from "../../test/server";
import { UNSEEN_POLL_MS } from "./notificationService";

setupMockServer();

afterEach(() => {
  vi.useRealTimers();
  appSocketStatus.set("closed");
});

function countCalls() {
  const calls = { count: 0 };
  server.use(
    graphql.query("UnseenNotificationCount", () => {
      calls.count += 1;
      return HttpResponse.json({ data: { unseenNotificationCount: calls.count } });
    }),
  );
  return calls;
}

async function start() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  storeSignedIn(member);
  serveMe(member);
  serveNotifications([]);
  const calls = countCalls();
  renderWithNotifications(<Header />);
  await waitFor(() => expect(calls.count).toBe(1));
  return calls;
}

describe("the unseen count while the socket is down", () => {
  it("is asked for every 5 minutes", async () => {
    const calls = await start();
    await act(() => vi.advanceTimersByTimeAsync(UNSEEN_POLL_MS - 1_000));
    expect(calls.count).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(calls.count).toBe(2));
    expect(await screen.findByRole("button", { name: "Notifications, 2 unseen" })).toBeInTheDocument();
  });

  it("is not polled while the socket is open", async () => {
    const calls = await start();
    act(() => appSocketStatus.set("connected"));
    await act(() => vi.advanceTimersByTimeAsync(2 * UNSEEN_POLL_MS));
    expect(calls.count).toBe(1);
  });
});
