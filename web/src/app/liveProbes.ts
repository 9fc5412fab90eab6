const PROBE_TIMEOUT_MS = 5_000;

/** Whether plain HTTP reaches the server now. */
export async function httpWorks(): Promise<boolean> {
  try {
    const answer = await fetch("/healthz", {
      cache: "no-store",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return answer.ok;
  } catch {
    return false;
  }
}

/** Whether a WebSocket to `url` opens and the server acknowledges graphql-ws's greeting. */
export function socketWorks(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url, "graphql-transport-ws");
    } catch {
      resolve(false);
      return;
    }
    const finish = (works: boolean) => {
      clearTimeout(timer);
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close(1000);
      resolve(works);
    };
    const timer = setTimeout(() => finish(false), PROBE_TIMEOUT_MS);
    socket.onopen = () => socket.send(JSON.stringify({ type: "connection_init", payload: {} }));
    socket.onmessage = (message) => finish(String(message.data).includes('"connection_ack"'));
    socket.onclose = () => finish(false);
    socket.onerror = () => finish(false);
  });
}
