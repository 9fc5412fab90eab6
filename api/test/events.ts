import { announcePublicDataChange, type TestApp } from "./app.js";
import type { IncidentKind } from "@incident-watch/schema";
import { BOUNDARIES_VERSION, countryAt } from "../src/infra/countries/country-lookup.js";
import { clientAddress, registerAccount, type Account } from "./accounts.js";
import { solveAltcha } from "./captcha.js";

export const SUBMIT_EVENT = `
  mutation Submit($input: SubmitEventInput!) {
    submitEvent(input: $input) { id type kind title sourceUrl date latitude longitude country countryName }
  }`;

/**
 * An incident a visitor (or, given their headers, a member) submits from an address of its own, captcha
 * solved, citing `sourceUrl`: its id.
 */
export async function submitIncident(
  app: TestApp,
  sourceUrl: string,
  as: Record<string, string> = {},
): Promise<string> {
  const headers = { ...as, "x-forwarded-for": clientAddress() };
  const input = {
    type: "russian",
    kind: "cyber",
    sourceUrl,
    date: "2024-11-18",
    latitude: 56.95,
    longitude: 24.1,
    captchaToken: await solveAltcha(app.url, headers),
  };
  const answer = await app.graphql<{ submitEvent: { id: string } }>(SUBMIT_EVENT, { input }, headers);
  if (answer.errors) throw new Error(`submitEvent: ${JSON.stringify(answer.errors)}`);
  return answer.data!.submitEvent.id;
}

export const EVENT_FIELDS = "id type title sourceUrl date latitude longitude";

/** A registered account with the given role (roles are never taken from input, so set in the database). */
export async function accountWithRole(app: TestApp, role: "user" | "moderator" | "admin"): Promise<Account> {
  const account = await registerAccount(app);
  if (role !== "user") {
    await app.orm.em
      .fork()
      .getConnection()
      .execute("update users set role = ? where id = ?", [role, account.id]);
  }
  return account;
}

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

export interface EventRow {
  type?: "russian" | "chinese";
  kind?: IncidentKind;
  title?: string;
  sourceUrl?: string;
  date?: string;
  latitude?: number;
  longitude?: number;
  status?: "pending" | "approved" | "rejected";
}

let rows = 0;

/** `count` sabotage incidents at one place in Rzeszów, one a day from 1 January 2024: a list to page through. */
export const dailyIncidents = (count: number): EventRow[] =>
  Array.from({ length: count }, (_, i) => ({
    title: `Rzeszów incident ${i}`,
    kind: "sabotage" as const,
    date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    latitude: 50.04,
    longitude: 22.0,
  }));

/** Stores events directly, as data already reviewed; returns their ids in order. */
export async function insertEvents(app: TestApp, events: EventRow[]): Promise<string[]> {
  const connection = app.orm.em.fork().getConnection();
  const ids: string[] = [];
  for (const event of events) {
    const n = ++rows;
    const sourceUrl = event.sourceUrl ?? `https://example.org/test/${process.pid}/${n}`;
    const [latitude, longitude] = [event.latitude ?? 50, event.longitude ?? 10];
    const [row] = await connection.execute<{ id: string }[]>(
      `insert into events (type, kind, country, country_boundaries, title, source_url, source_url_key, date,
                           latitude, longitude, status, title_source, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'page', now(), now()) returning id`,
      [
        event.type ?? "russian",
        event.kind ?? "other",
        countryAt(latitude, longitude),
        BOUNDARIES_VERSION,
        event.title ?? `Incident ${n}`,
        sourceUrl,
        sourceUrl,
        event.date ?? "2024-05-01",
        latitude,
        longitude,
        event.status ?? "approved",
      ],
    );
    ids.push(String(row!.id));
  }
  // written behind the app's back: tell its public caches, as a moderator's action would
  await announcePublicDataChange(app);
  return ids;
}

/**
 * Seven incidents of every kind of record the research surfaces tell apart: five approved in four
 * European states and one outside Europe, one pending and one rejected.
 */
const RESEARCH_SAMPLE = [
  {
    key: "riga",
    type: "russian",
    kind: "airspace",
    title: "Drone over Riga port",
    date: "2024-03-01",
    latitude: 56.95,
    longitude: 24.1,
  },
  {
    key: "tallinn",
    type: "russian",
    kind: "airspace",
    title: "GPS jamming near Tallinn",
    date: "2024-03-01",
    latitude: 59.44,
    longitude: 24.75,
  },
  {
    key: "berlin",
    type: "chinese",
    kind: "espionage",
    title: "Espionage case in Berlin",
    date: "2024-02-10",
    latitude: 52.52,
    longitude: 13.4,
  },
  {
    key: "lisbon",
    type: "chinese",
    kind: "cyber",
    title: "Cyber attack 100% confirmed",
    date: "2023-12-24",
    latitude: 38.72,
    longitude: -9.14,
  },
  {
    key: "fiji",
    type: "russian",
    title: "Pacific test",
    date: "2023-06-01",
    latitude: -17.7,
    longitude: 178.1,
  },
  {
    key: "pending",
    type: "russian",
    title: "Unreviewed drone report",
    date: "2024-03-02",
    latitude: 50,
    longitude: 10,
    status: "pending",
  },
  {
    key: "rejected",
    type: "chinese",
    title: "Rejected rumour",
    date: "2024-03-03",
    latitude: 50,
    longitude: 10,
    status: "rejected",
  },
] as const;

/** Stores RESEARCH_SAMPLE; each incident's id by its key. */
export async function insertResearchSample(app: TestApp): Promise<Record<string, string>> {
  const inserted = await insertEvents(
    app,
    RESEARCH_SAMPLE.map(({ key: _key, ...row }) => row),
  );
  return Object.fromEntries(RESEARCH_SAMPLE.map((row, i) => [row.key, inserted[i]!]));
}
