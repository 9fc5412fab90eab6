export type SocketState = "connected" | "closed";

type Listener = () => void;

/**
 * Whether the subscription socket is open; features fall back to polling while it is not, and catch up
 * on what they missed when it reconnects after an outage.
 */
export function createSocketStatus() {
  let state: SocketState = "closed";
  const listeners = new Set<Listener>();
  const reconnectListeners = new Set<Listener>();
  const answerListeners = new Set<Listener>();
  return {
    get: () => state,
    set(next: SocketState, reconnected = false) {
      if (next === "connected" && reconnected) reconnectListeners.forEach((listener) => listener());
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
    onReconnect(listener: Listener) {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },
  };
}

export type SocketStatus = ReturnType<typeof createSocketStatus>;

/** The app's one socket (the Apollo client's graphql-ws link reports to it). */
export const appSocketStatus = createSocketStatus();
