import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../../../test/events.js";

const doc = readFileSync(new URL("../../../../../docs/research-api.md", import.meta.url), "utf8");
// beside the api's own node_modules, so the script's imports resolve as in a researcher's project
const script = new URL(`../../../../test/.live-example-${process.pid}.mjs`, import.meta.url);

describe("the research API's live example", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    rmSync(script, { force: true });
    await app?.close();
  });

  it("runs as written and prints the changes its filter concerns, one JSON line each", async () => {
    const example = /```js\n(\/\/ live\.mjs[\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    writeFileSync(script, example!.replace("ws://localhost:3000", app.url.replace("http", "ws")));
    const child = spawn(process.execPath, [script.pathname], { stdio: ["ignore", "pipe", "pipe"] });
    try {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const moderator = await accountWithRole(app, "moderator");
      const [elsewhere, riga] = await insertEvents(app, [
        { status: "pending", kind: "sabotage", latitude: 48.85, longitude: 2.35 },
        {
          status: "pending",
          kind: "sabotage",
          title: "Rail switch burnt in Riga",
          latitude: 56.95,
          longitude: 24.1,
        },
      ]);
      // the script connects on its own time: approve again (a correction) until it has printed one
      const APPROVE = "mutation ($id: ID!) { approveEvent(id: $id) { id } }";
      const UPDATE = "mutation ($id: ID!, $t: String!) { updateEvent(id: $id, input: { title: $t }) { id } }";
      await app.graphql(APPROVE, { id: elsewhere }, bearer(moderator));
      await app.graphql(APPROVE, { id: riga }, bearer(moderator));
      for (let attempt = 0; !output.includes("\n") && attempt < 40; attempt++) {
        await app.graphql(
          UPDATE,
          { id: riga, t: `Rail switch burnt in Riga (${attempt})` },
          bearer(moderator),
        );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const lines = output
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { id: string; incident: { country: string } });
      expect(lines.length).toBeGreaterThan(0);
      // Paris is outside the example's filter (EE, LV, LT, PL, FI)
      expect(lines.every((line) => line.id === riga && line.incident.country === "LV")).toBe(true);
    } finally {
      child.kill();
    }
  });
});
