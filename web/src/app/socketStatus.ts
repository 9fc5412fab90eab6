export type SocketState = "connected" | "closed";

type Listener = () => void;

/** Whether the subscription socket is open; features fall back to polling while it is not. */
export function createSocketStatus() {
  let state: SocketState = "closed";
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(next: SocketState) {
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
  };
}

export type SocketStatus = ReturnType<typeof createSocketStatus>;

/** The app's one socket (the Apollo client's graphql-ws link reports to it). */
export const appSocketStatus = createSocketStatus();
