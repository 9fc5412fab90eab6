/**
 * The line start-up ends with, the last a newcomer's `npm start` prints: where the site answers (a
 * wildcard or loopback address shown as localhost, which a browser opens) and how to stop it.
 */
export function readyLine(host: string, port: number): string {
  const shown = ["0.0.0.0", "127.0.0.1", "::", "::1"].includes(host) ? "localhost" : host;
  return `Incident Watch is running at http://${shown}:${port} (press Ctrl+C to stop)`;
}
