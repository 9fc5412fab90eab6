import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

export const INCIDENT_CHANGED = `subscription ($filter: EventFilter) {
  incidentChanged(filter: $filter) {
    change id changedAt dataVersion
    incident { id type kind country title sourceUrl date latitude longitude }
  }
}`;

export interface IncidentChangeData {
  change: string;
  id: string;
  changedAt: string;
  dataVersion: string | null;
  incident: {
    id: string;
    type: string;
    kind: string;
    title: string;
    latitude: number;
    placePrecision?: string;
    timePrecision?: string;
  } | null;
}

/** A socket without a session token (a visitor or researcher), optionally from a forwarded address. */
export async function openVisitorSocket(
  url: string,
  forwardedFor?: string,
): Promise<{ client: Client; closed: Promise<number> }> {
  let resolveClosed!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  let connected!: () => void;
  let refused!: (error: Error) => void;
  const acknowledged = new Promise<void>((resolve, reject) => ((connected = resolve), (refused = reject)));
  const headers = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const client = createClient({
    url: url.replace("http", "ws") + "/graphql",
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: {
      connected: () => connected(),
      closed: (event) => {
        const code = (event as { code: number }).code;
        refused(new Error(`socket closed with ${code}`));
        resolveClosed(code);
      },
    },
  });
  await acknowledged;
  return { client, closed };
}

type Failure = { extensions?: { code?: unknown }; message?: string };

/** The error codes (or messages) an operation ends with, [] when it completes without any. */
export function outcome(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
  read: "code" | "message" = "code",
) {
  return new Promise<string[]>((resolve) => {
    const codes = (errors: unknown) =>
      (Array.isArray(errors) ? (errors as Failure[]) : [errors as Failure]).map((e) =>
        String((read === "code" ? e?.extensions?.code : e?.message) ?? e?.message ?? JSON.stringify(e)),
      );
    client.subscribe(
      { query, variables },
      {
        next: (result) => result.errors && resolve(codes(result.errors)),
        error: (errors) => resolve(codes(errors)),
        complete: () => resolve([]),
      },
    );
  });
}

export interface Followed {
  received: IncidentChangeData[];
  /** Resolves with the first change (received before or after) that matches. */
  next(match: (change: IncidentChangeData) => boolean, timeoutMs?: number): Promise<IncidentChangeData>;
  stop(): void;
}

/**
 * Subscribes to incidentChanged. The server answers nothing on a subscription's start: a refused
 * operation sent after it (a member topic) comes back once the socket's earlier messages were taken.
 */
export async function followIncidents(
  client: Client,
  filter?: Record<string, unknown>,
  query = INCIDENT_CHANGED,
): Promise<Followed> {
  const received: IncidentChangeData[] = [];
  const waiters = new Set<{
    match: (c: IncidentChangeData) => boolean;
    resolve: (c: IncidentChangeData) => void;
  }>();
  const stop = client.subscribe<{ incidentChanged: IncidentChangeData }>(
    { query, variables: { filter } },
    {
      next: ({ data }) => {
        if (!data) return;
        received.push(data.incidentChanged);
        for (const waiter of waiters) {
          if (!waiter.match(data.incidentChanged)) continue;
          waiters.delete(waiter);
          waiter.resolve(data.incidentChanged);
        }
      },
      error: () => {},
      complete: () => {},
    },
  );
  await outcome(client, "subscription { notificationsChanged { ids } }");
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    received,
    stop,
    next(match, timeoutMs = 5000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (change: IncidentChangeData) => (clearTimeout(timer), resolve(change)),
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching change in time; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}
