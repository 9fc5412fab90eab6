// A load generator for the export bench's transfer table: `connections` clients, each sending one request
// at a time on a kept-alive connection and reading every answer to its last byte, as autocannon does, but
// honouring a refusal: a 503 with Retry-After is counted as refused, and that client waits as long as it
// says before it asks again, as a well-behaved client would. So the app's admission control (decision 082)
// is measured as it works, not as a storm of instant retries, and a refusal is neither served nor an error.
import http from "node:http";

export interface PoliteLoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The status that counts as served; any 2xx when not given. */
  status?: number;
  /** An answer not read to its end within this is a time-out (autocannon's default: 10 s). */
  timeoutMs?: number;
}

export interface PoliteLoadResult {
  /** Answers with the expected status, read to the end, per second of the run. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers with the expected status. */
  served: number;
  /** 503 answers with Retry-After: each made its client wait before asking again. */
  refused: number;
  /** Answers not read to the end in time. */
  timeouts: number;
  /** Other statuses and failed connections. */
  failures: number;
  /** Bytes of the served answers' bodies per second, as sent (not decompressed). */
  bytesPerSecond: number;
}

interface Answer {
  status: number;
  retryAfterSeconds: number | null;
  bytes: number;
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>, timeoutMs: number) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.once("end", () => {
        const retryAfter = response.headers["retry-after"];
        resolve({
          status: response.statusCode ?? 0,
          retryAfterSeconds: retryAfter === undefined ? null : Number(retryAfter),
          bytes,
        });
      });
      response.once("error", reject);
    });
    request.setTimeout(timeoutMs, () =>
      request.destroy(Object.assign(new Error("timeout"), { timeout: true })),
    );
    request.once("error", reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

/** Loads `url` with `connections` polite clients for `seconds`. */
export async function politeLoad(url: string, options: PoliteLoadOptions): Promise<PoliteLoadResult> {
  const { connections, seconds, headers = {}, status, timeoutMs = 10_000 } = options;
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let refused = 0;
  let timeouts = 0;
  let failures = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const served = (code: number) => (status ? code === status : code >= 200 && code < 300);

  async function client() {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const answer = await once(agent, target, headers, timeoutMs);
        if (served(answer.status)) {
          latencies.push(performance.now() - sent);
          bytes += answer.bytes;
        } else if (answer.status === 503 && answer.retryAfterSeconds !== null) {
          refused++;
          const wait = Math.min(answer.retryAfterSeconds * 1000, deadline - performance.now());
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        } else {
          failures++;
        }
      } catch (error) {
        if ((error as { timeout?: boolean }).timeout) timeouts++;
        else failures++;
      }
    }
  }

  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    served: latencies.length,
    refused,
    timeouts,
    failures,
    bytesPerSecond: bytes / elapsed,
  };
}
