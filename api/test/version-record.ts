import { setTimeout as delay } from "node:timers/promises";
import type { VersionRecord } from "../src/modules/releases/releases.service.js";

/**
 * A data version's record once the job queue has computed every checksum: a record answers at once,
 * naming the checksums still being computed.
 */
export async function completeRecord(
  url: string,
  version: string,
  timeoutMs = 60_000,
): Promise<VersionRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${url}/api/versions/${version}`);
    if (response.status !== 200) {
      throw new Error(`/api/versions/${version} answered ${response.status}: ${await response.text()}`);
    }
    const record = (await response.json()) as VersionRecord;
    // a version published before export revision 5 leaves the list out once it is empty
    const pending = record.checksumsPending ?? [];
    if (pending.length === 0) return record;
    if (Date.now() > until) throw new Error(`${version}: still computing ${pending.join(", ")}`);
    await delay(100);
  }
}
