import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { rawGet } from "../../../test/raw-get.js";
import { until } from "../../../test/polling.js";
import { onThisMachine } from "../../../test/slowness.js";

describe("versions' records within the research limit and a bounded queue per address", () => {
  let app: TestApp;
  const versions: string[] = [];
  const from = (address: string, path: string) => rawGet(app.url, path, { "x-forwarded-for": address });

  beforeAll(async () => {
    // a rebuild waits for its place: none is free while a test holds it
    app = await startTestApp({ TRUST_PROXY: "1", RESEARCH_RATE_LIMIT: "6", ADMISSION_REBUILD_QUEUE: "0" });
    for (let i = 0; i < 4; i++) {
      await insertEvents(app, [{ title: `Incident ${i}` }]);
      versions.push((await from(`10.98.0.${i}`, "/api/events")).headers["data-version"] as string);
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  it("counts records, their citations and the releases against the research limit", async () => {
    const address = "10.98.1.1";
    const paths = [
      "/api/releases",
      "/api/CITATION.cff",
      `/api/versions/${versions[3]}`,
      `/api/versions/${versions[3]}/CITATION.cff`,
      "/api/releases",
      "/api/CITATION.cff",
    ];
    for (const [i, path] of paths.entries()) {
      const answer = await from(address, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["ratelimit-remaining"], path).toBe(String(5 - i));
    }
    const refused = await from(address, "/api/releases");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it(
    "queues the checksums of at most two versions for an address at once, and more once they are done",
    { timeout: onThisMachine(120_000) },
    async () => {
      // the rebuild's one place, once the checksums the test before queued have let go of it
      const place = await until("the rebuild's place", () => app.deps.admission.enter("rebuild"), {
        ms: 90_000,
      });
      const address = "10.98.2.1";
      try {
        expect((await from(address, `/api/versions/${versions[0]}`)).status).toBe(200);
        expect((await from(address, `/api/versions/${versions[1]}`)).status).toBe(200);
        const refused = await from(address, `/api/versions/${versions[2]}`);
        expect(refused.status).toBe(429);
        expect(refused.headers["retry-after"]).toBe("60");
        expect((JSON.parse(refused.body.toString()) as { message: string }).message).toBe(
          `${apiMessages.versionRebuildsTooMany} At most 2 are computed at a time for an address; please try again in 60 seconds.`,
        );
        // a version it queued already is answered again, and another address queues its own
        expect((await from(address, `/api/versions/${versions[0]}`)).status).toBe(200);
        expect((await from("10.98.2.2", `/api/versions/${versions[2]}`)).status).toBe(200);
      } finally {
        place();
      }
      // each look from an address of its own, within the research limit of 6 a minute
      let look = 0;
      for (const version of versions.slice(0, 2)) {
        await until(
          `${version}'s checksums`,
          async () => {
            look++;
            const answer = await from(`10.99.${look >> 8}.${look & 255}`, `/api/versions/${version}`);
            const { checksumsPending } = JSON.parse(answer.body.toString()) as { checksumsPending: string[] };
            return checksumsPending.length === 0;
          },
          { ms: 90_000, everyMs: 100 },
        );
      }
      expect((await from(address, `/api/versions/${versions[3]}`)).status).toBe(200);
    },
  );
});
