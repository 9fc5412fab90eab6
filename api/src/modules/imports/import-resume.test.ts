import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextOf, startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer } from "../../../test/events.js";
import { importWhenDone, uploadFile, customMapping } from "../../../test/imports.js";
import { ImportInterrupted, runImport } from "./import-run.js";
import { importById } from "./imports.queries.js";

const MAPPING = customMapping("chinese", "cyber");

describe("an import interrupted between two checkpoints", () => {
  let app: TestApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    staff = bearer(await accountWithRole(app, "moderator"));
  });
  afterAll(async () => app?.close());

  it("resumes after its last checkpoint and stores each row once", async () => {
    const lines = Array.from(
      { length: 7 },
      (_, i) => `https://resume.example/${i},2024-0${(i % 9) + 1}-10,${45 + i},${5 + i}`,
    );
    // a refused row in the middle, and a duplicate of the first row after the interruption
    const csv = [
      "url,date,lat,lon",
      ...lines.slice(0, 3),
      "not a url,2024-01-01,1,1",
      ...lines.slice(3),
      lines[0],
    ];
    const uploaded = await uploadFile(app, staff, csv.join("\r\n"));
    await app.graphql(
      `mutation ($id: ID!, $mapping: [ImportFieldInput!]!) { dryRunImport(id: $id, preset: custom, mapping: $mapping) { id } }`,
      { id: uploaded.body.id, mapping: MAPPING },
      staff,
    );
    expect((await importWhenDone(app, staff, uploaded.body.id)).dryRun).toMatchObject({
      created: 7,
      refused: 1,
      merged: 1,
    });
    const id = uploaded.body.id;
    const em = app.orm.em.fork();
    // queued as startImport queues it, but run here, where it can be stopped
    await em.execute(
      `update data_imports set phase = 'import', status = 'queued', position = 0 where id = ?`,
      [id],
    );
    const stop = new AbortController();
    stop.abort();
    await expect(
      runImport(jobContextOf(app, stop.signal), { importId: id }, { batchRows: 3 }),
    ).rejects.toThrow(ImportInterrupted);
    const stopped = (await importById(em, id))!;
    expect(stopped).toMatchObject({ status: "running", position: 4, created: 3 });

    await runImport(jobContextOf(app), { importId: id }, { batchRows: 3 });
    const done = (await importById(em, id))!;
    expect(done).toMatchObject({
      status: "finished",
      rows: 9,
      created: 7,
      refused: 1,
      merged: 1,
      position: 10,
    });
    const [counted] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from events where source_url like 'https://resume.example/%'`,
    );
    expect(counted!.n).toBe(7);
    const [report] = await em.execute<{ reported: number }[]>(
      `select count(*)::int as reported from data_import_rows where import_id = ? and phase = 'import'`,
      [id],
    );
    expect(report!.reported).toBe(9);
  });
});
