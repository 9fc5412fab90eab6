import { ApolloLink } from "@apollo/client";
import { parse } from "graphql";
import { Observable, type Subscriber } from "rxjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLiveLink, type LiveReporter, type TransportKind } from "./liveLink";
import { createSocketStatus, type SocketStatus } from "./socketStatus";

/** A transport the test drives: it records its subscribers and reports what the test tells it to. */
class FakeTransport {
  readonly subscribers = new Set<Subscriber<ApolloLink.Result>>();
  disposed = false;
  constructor(
    readonly kind: TransportKind,
    readonly reporter: LiveReporter,
  ) {}
  readonly link = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((subscriber) => {
        this.subscribers.add(subscriber);
        return () => this.subscribers.delete(subscriber);
      }),
  );
  dispose() {
    this.disposed = true;
  }
  push(value: string) {
    for (const subscriber of this.subscribers) subscriber.next({ data: { value } });
  }
}

const subscription = parse("subscription { value }");
let status: SocketStatus;
let opened: FakeTransport[];
let http: boolean;
let socket: boolean;
let link: ApolloLink;

const latest = (kind: TransportKind) => opened.filter((transport) => transport.kind === kind).at(-1)!;

/** Subscribes through the live link and collects the values it delivers. */
function subscribe() {
  const values: string[] = [];
  const operation = link.request(
    { query: subscription, variables: {}, operationName: undefined, extensions: {} } as never,
    () => new Observable(),
  );
  const handle = operation.subscribe((result) => values.push((result.data as { value: string }).value));
  return { values, handle };
}

/** A subscription whose socket was refused twice, now carried by a connected stream. */
async function subscribedOverTheStream() {
  const subscribed = subscribe();
  await vi.advanceTimersByTimeAsync(0);
  latest("socket").reporter.set("closed");
  latest("socket").reporter.set("closed");
  await vi.advanceTimersByTimeAsync(0);
  const stream = latest("stream");
  stream.reporter.set("connected");
  return { ...subscribed, stream };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  status = createSocketStatus();
  opened = [];
  http = true;
  socket = false;
  link = createLiveLink({
    status,
    open: async (kind, reporter) => {
      const transport = new FakeTransport(kind, reporter);
      opened.push(transport);
      return transport;
    },
    httpWorks: async () => http,
    socketWorks: async () => socket,
    returnCheckMs: 60_000,
    random: () => 0.5,
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the live link", () => {
  it("opens the socket with the first subscription and reports its connection", async () => {
    expect(opened).toHaveLength(0);
    const { values } = subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(opened.map((transport) => transport.kind)).toEqual(["socket"]);
    latest("socket").reporter.set("connected");
    expect(status.get()).toBe("connected");
    latest("socket").push("one");
    expect(values).toEqual(["one"]);
  });

  it("tells the features which own topics the returning socket resumed itself", async () => {
    const resumedWith: string[][] = [];
    status.onReconnect((resumed) => resumedWith.push([...resumed]));
    subscribe();
    await vi.advanceTimersByTimeAsync(0);
    const socket = latest("socket");
    socket.reporter.set("connected");
    socket.reporter.set("closed");
    socket.reporter.set("connected", true, ["notificationAdded"]);
    socket.reporter.set("closed");
    socket.reporter.set("connected", true);
    expect(resumedWith).toEqual([["notificationAdded"], []]);
  });

  it("falls back to Server-Sent Events when the socket fails twice while HTTP works, and catches up", async () => {
    const caughtUp = vi.fn();
    status.onReconnect(caughtUp);
    const { values } = subscribe();
    await vi.advanceTimersByTimeAsync(0);
    const refused = latest("socket");
    refused.reporter.set("closed");
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toHaveLength(1);
    refused.reporter.set("closed");
    await vi.advanceTimersByTimeAsync(0);

    const stream = latest("stream");
    expect(refused.disposed).toBe(true);
    expect(refused.subscribers.size).toBe(0);
    expect(stream.subscribers.size).toBe(1);
    stream.reporter.set("connected");
    expect(caughtUp).toHaveBeenCalledTimes(1);
    stream.push("over the stream");
    expect(values).toEqual(["over the stream"]);
    // what the old socket still says no longer counts
    refused.reporter.set("connected");
    expect(caughtUp).toHaveBeenCalledTimes(1);
  });

  it("stays on the socket while the server is down: that is an outage, not a network refusing sockets", async () => {
    http = false;
    subscribe();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 5; i++) latest("socket").reporter.set("closed");
    await vi.advanceTimersByTimeAsync(0);
    expect(opened.map((transport) => transport.kind)).toEqual(["socket"]);
  });

  it("does not count a socket closed after it was connected as a refusal", async () => {
    subscribe();
    await vi.advanceTimersByTimeAsync(0);
    const open = latest("socket");
    for (let i = 0; i < 3; i++) {
      open.reporter.set("connected");
      open.reporter.set("closed");
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toHaveLength(1);
  });

  it("returns to the socket once it opens again, moving the running subscriptions", async () => {
    const { values, stream } = await subscribedOverTheStream();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(opened).toHaveLength(2);
    socket = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opened.map((transport) => transport.kind)).toEqual(["socket", "stream", "socket"]);
    expect(stream.disposed).toBe(true);
    expect(stream.subscribers.size).toBe(0);
    latest("socket").push("back on the socket");
    expect(values).toEqual(["back on the socket"]);
    // and it checks no more
    await vi.advanceTimersByTimeAsync(120_000);
    expect(opened).toHaveLength(3);
  });

  it("subscribes again when the stream ends a subscription at a planned stop, then catches up", async () => {
    const caughtUp = vi.fn();
    status.onReconnect(caughtUp);
    const { values, stream } = await subscribedOverTheStream();
    caughtUp.mockClear();

    for (const subscriber of [...stream.subscribers]) subscriber.complete();
    expect(status.get()).toBe("closed");
    expect(stream.subscribers.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stream.subscribers.size).toBe(1);
    stream.reporter.set("connected");
    expect(caughtUp).toHaveBeenCalledTimes(1);
    stream.push("after the restart");
    expect(values).toEqual(["after the restart"]);
  });

  it("ends a subscription on the transport when the page no longer wants it", async () => {
    const { handle } = subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest("socket").subscribers.size).toBe(1);
    handle.unsubscribe();
    expect(latest("socket").subscribers.size).toBe(0);
  });
});
