export type SocketState = "connected" | "closed";

type Listener = () => void;
/** Told which own topics the socket resumed itself (their missed events come over it), if any. */
type ReconnectListener = (resumed: ReadonlySet<string>) => void;

/**
 * Whether the subscription socket is open; features fall back to polling while it is not, and catch up
 * on what they missed when it reconnects after an outage.
 */
export function createSocketStatus() {
  let state: SocketState = "closed";
  const listeners = new Set<Listener>();
  const reconnectListeners = new Set<ReconnectListener>();
  const answerListeners = new Set<Listener>();
  const cursors = new Map<string, () => string | null | undefined>();
  return {
    get: () => state,
    /** `resumed`: the own topics whose cursor the socket sent when it connected (resumeCursors). */
    set(next: SocketState, reconnected = false, resumed: readonly string[] = []) {
      if (next === "connected" && reconnected) {
        const fields = new Set(resumed);
        reconnectListeners.forEach((listener) => listener(fields));
      }
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The server answered a call over HTTP (a socket waiting to reconnect may try again now). */
    answered() {
      answerListeners.forEach((listener) => listener());
    },
    onAnswered(listener: Listener) {
      answerListeners.add(listener);
      return () => {
        answerListeners.delete(listener);
      };
    },
    /** Called each time the socket is back after it was lost (not at the first connection). */
    onReconnect(listener: ReconnectListener) {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },
    /**
     * A feature names the newest it holds of an own topic (`notificationAdded`); the socket sends it at
     * each (re)connection, and the server replays what came after on the socket itself (decision 106).
     */
    resumeFrom(field: string, cursor: () => string | null | undefined) {
      cursors.set(field, cursor);
      return () => {
        if (cursors.get(field) === cursor) cursors.delete(field);
      };
    },
    /** The cursors known now, by field. */
    resumeCursors(): Record<string, string> {
      const known: Record<string, string> = {};
      for (const [field, cursor] of cursors) {
        const value = cursor();
        if (value) known[field] = value;
      }
      return known;
    },
  };
}

export type SocketStatus = ReturnType<typeof createSocketStatus>;

/** The app's one socket (the Apollo client's graphql-ws link reports to it). */
export const appSocketStatus = createSocketStatus();
