// Makes this fixture from the code of commit d25159d (2026-11-24), as README.md describes: against that
// code's API, started on a fresh database, it publishes data versions the way that code's tests did
// (submissions with a solved captcha, a moderator's approvals, corrections, a rejection and a deletion,
// proposals approved), downloads every version it published in every format as it was current, and
// writes versions.json: each version, and each file's size and SHA-256 (a workbook's cells as well).
//
//   node make-fixture.mjs <api url> <database url> <that code's api/ directory> <versions.json>
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const [apiUrl, databaseUrl, oldApi, output] = process.argv.slice(2);
const require = createRequire(`${oldApi}/package.json`);
const load = (name) => import(pathToFileURL(require.resolve(name)).href);
const { solveChallenge } = await load("altcha-lib");
const { deriveKey } = await load("altcha-lib/algorithms/pbkdf2");
const ExcelJS = require("exceljs");
const pg = require("pg");

let addresses = 0;
const address = () => ({ "x-forwarded-for": `10.40.${++addresses >> 8}.${addresses & 255}` });

async function captcha(headers) {
  const challenge = await (await fetch(`${apiUrl}/api/captcha/challenge`, { headers })).json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function graphql(query, variables, headers = {}) {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const answer = await response.json();
  if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const database = new pg.Client({ connectionString: databaseUrl });
await database.connect();

async function account(name, role) {
  const headers = address();
  const input = {
    username: name,
    email: `${name}@example.com`,
    password: "correct horse battery",
    captchaToken: await captcha(headers),
    ageConfirmed: true,
  };
  const { register } = await graphql(
    "mutation ($input: RegisterInput!) { register(input: $input) { token user { id } } }",
    { input },
    headers,
  );
  // roles are never taken from input: set in the database, as the tests did
  if (role !== "user")
    await database.query("update users set role = $1 where id = $2", [role, register.user.id]);
  return { authorization: `Bearer ${register.token}` };
}

const moderator = await account("fixture_moderator", "moderator");
const member = await account("fixture_member", "user");

/** A submission, then the moderator's title while it is pending (the title fetch reaches no page here). */
async function submit(fields, title) {
  const headers = address();
  const { submitEvent } = await graphql(
    "mutation ($input: SubmitEventInput!) { submitEvent(input: $input) { id } }",
    { input: { ...fields, captchaToken: await captcha(headers) } },
    headers,
  );
  await update(submitEvent.id, { title });
  return submitEvent.id;
}

const update = (id, input) =>
  graphql(
    "mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }",
    { id, input },
    moderator,
  );
const approve = (id) => graphql("mutation ($id: ID!) { approveEvent(id: $id) { id } }", { id }, moderator);
const reject = (id, reason) =>
  graphql(
    "mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id } }",
    { id, reason },
    moderator,
  );
const remove = (id) => graphql("mutation ($id: ID!) { deleteEvent(id: $id) }", { id }, moderator);

async function propose(kind, eventId, input) {
  const headers = { ...address(), ...member };
  const field = kind === "source" ? "proposeSource" : "proposeAttribution";
  const type = kind === "source" ? "SourceInput" : "AttributionInput";
  const proposal = await graphql(
    `mutation ($token: String!, $id: ID!, $input: ${type}!) { ${field}(captchaToken: $token, eventId: $id, input: $input) { id } }`,
    { token: await captcha(headers), id: eventId, input },
    headers,
  );
  await graphql(
    "mutation ($id: ID!) { approveProposal(id: $id) { id } }",
    { id: proposal[field].id },
    moderator,
  );
}

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** Every cell of every sheet, by sheet name, as values a JSON file keeps. */
async function workbookCells(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheets = {};
  workbook.eachSheet((sheet) => {
    const rows = [];
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push(row.values.slice(1)));
    sheets[sheet.name] = rows;
  });
  return sheets;
}

const DOWNLOADS = {
  json: "/api/events",
  csv: "/api/events/export.csv",
  geojson: "/api/events/export.geojson",
  xlsx: "/api/events/export.xlsx",
};

const EVENTS = `{ events(first: 500) { totalCount edges { node {
  id type kind title sourceUrl date latitude longitude country countryName publishedAt updatedAt
  sources { id url outlet language publishedDate archivedUrl }
  attributions { id party attributedBy date confidence sourceId }
  strongestAttribution { id party attributedBy date confidence sourceId } } } } }`;

const versions = [];

/** The version a public change made, each of its files downloaded while it is current. */
async function published(change) {
  const files = {};
  let version;
  for (const [format, path] of Object.entries(DOWNLOADS)) {
    const response = await fetch(`${apiUrl}${path}`, { headers: address() });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const named = response.headers.get("data-version");
    if (version && named !== version) throw new Error(`${path} is of ${named}, not ${version}`);
    version = named;
    files[format] = { bytes: bytes.length, sha256: sha256(bytes) };
    if (format === "xlsx") files[format].cells = await workbookCells(bytes);
  }
  const graphqlEvents = (await graphql(EVENTS, {}, address())).events;
  versions.push({ dataVersion: version, change, files, graphqlEvents });
  console.warn(version, change);
}

const riga = await submit(
  {
    type: "russian",
    kind: "cyber",
    sourceUrl: "https://news.example/riga-water",
    date: "2026-10-02",
    latitude: 56.9496,
    longitude: 24.1052,
  },
  "Riga water utility's systems held to ransom",
);
const gdansk = await submit(
  {
    type: "russian",
    kind: "sabotage",
    sourceUrl: "https://news.example/gdansk-cable",
    date: "2026-10-14",
    latitude: 54.352,
    longitude: 18.6466,
  },
  "Cable cut, near the port of Gdańsk",
);
const tallinn = await submit(
  {
    type: "chinese",
    kind: "espionage",
    sourceUrl: "https://news.example/tallinn-port",
    date: "2026-09-30",
    latitude: 59.437,
    longitude: 24.7536,
  },
  'Port "crane" data, leaked',
);
const rzeszow = await submit(
  {
    type: "russian",
    kind: "airspace",
    sourceUrl: "https://news.example/rzeszow-drones",
    date: "2026-11-01",
    latitude: 50.0412,
    longitude: 21.999,
  },
  "=Drones over Rzeszów airport",
);

await approve(riga);
await published("Riga published");
await approve(gdansk);
await published("Gdańsk published");
await update(riga, {
  title: "Riga water utility held to ransom",
  kind: "sabotage",
  reason: "The report says the pumps were stopped.",
});
await published("Riga corrected");
await approve(tallinn);
await published("Tallinn published");
await propose("source", gdansk, {
  url: "https://prosecutor.example/gdansk",
  outlet: "Prosecutor's office",
  language: "pl",
});
await published("Gdańsk: a source added");
const [{ id: sourceId }] = (
  await database.query(
    "select id::text as id from incident_sources where event_id = $1 order by id desc limit 1",
    [gdansk],
  )
).rows;
await propose("attribution", gdansk, {
  party: "russia",
  attributedBy: "prosecutor",
  confidence: "confirmed",
  date: "2026-11-10",
  sourceId,
});
await published("Gdańsk: a prosecutor's attribution added");
await update(riga, {
  latitude: 56.95,
  longitude: 24.11,
  reason: "The utility's plant, not the city centre.",
});
await published("Riga corrected again");
await reject(tallinn, "The article was retracted.");
await published("Tallinn rejected after publication");
await approve(rzeszow);
await published("Rzeszów published");
await remove(rzeszow);
await published("Rzeszów deleted");

await database.end();
writeFileSync(output, `${JSON.stringify({ publicUrl: "https://incidents.example", versions }, null, 2)}\n`);
