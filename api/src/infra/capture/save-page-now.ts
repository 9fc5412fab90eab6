/** What a Save Page Now (SPN2) job answered, kept as it came, and the Wayback address it gave. */
export interface WaybackResult {
  job: Record<string, unknown>;
  waybackUrl: string | null;
}

/**
 * Asks a Save Page Now–compatible endpoint (the Internet Archive's, or an operator's) to save a page, then
 * reads the job's status a few times. The endpoint is the operator's configuration, not a user's URL.
 */
export async function saveToWayback(
  endpoint: string,
  auth: string | undefined,
  url: string,
  options: { timeoutMs: number; pollMs: number; polls: number },
): Promise<WaybackResult> {
  const base = endpoint.replace(/\/+$/, "");
  const headers: Record<string, string> = { accept: "application/json" };
  if (auth) headers.authorization = `LOW ${auth}`;
  const started = await fetch(`${base}/save`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ url }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!started.ok) throw new Error(`Save Page Now answered ${started.status}`);
  let job = (await started.json()) as Record<string, unknown>;
  for (let poll = 0; poll < options.polls && typeof job.job_id === "string"; poll++) {
    if (job.status === "success" || job.status === "error") break;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    const status = await fetch(`${base}/save/status/${encodeURIComponent(job.job_id)}`, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!status.ok) throw new Error(`Save Page Now status answered ${status.status}`);
    job = { job_id: job.job_id, ...((await status.json()) as Record<string, unknown>) };
  }
  const waybackUrl =
    job.status === "success" && typeof job.timestamp === "string"
      ? `https://web.archive.org/web/${job.timestamp}/${String(job.original_url ?? url)}`
      : null;
  return { job, waybackUrl };
}
