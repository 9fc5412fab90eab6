import type { IncidentKind } from "@incident-watch/schema";
import type { SeedPart } from "../../db/seed-part.js";
import { SOURCE_URL_IN_HISTORY } from "../incidents-read/public-versions.queries.js";
import { BOUNDARIES_VERSION, countryAt } from "../../infra/countries/country-lookup.js";

type Place = readonly [name: string, latitude: number, longitude: number];

const PLACES: readonly Place[] = [
  ["Tallinn", 59.437, 24.7536],
  ["Riga", 56.9496, 24.1052],
  ["Vilnius", 54.6872, 25.2797],
  ["Warsaw", 52.2297, 21.0122],
  ["Gdańsk", 54.352, 18.6466],
  ["Helsinki", 60.1699, 24.9384],
  ["Stockholm", 59.3293, 18.0686],
  ["Oslo", 59.9139, 10.7522],
  ["Copenhagen", 55.6761, 12.5683],
  ["Berlin", 52.52, 13.405],
  ["Hamburg", 53.5511, 9.9937],
  ["Munich", 48.1351, 11.582],
  ["Prague", 50.0755, 14.4378],
  ["Vienna", 48.2082, 16.3738],
  ["Bratislava", 48.1486, 17.1077],
  ["Budapest", 47.4979, 19.0402],
  ["Bucharest", 44.4268, 26.1025],
  ["Sofia", 42.6977, 23.3219],
  ["Athens", 37.9838, 23.7275],
  ["Rome", 41.9028, 12.4964],
  ["Milan", 45.4642, 9.19],
  ["Paris", 48.8566, 2.3522],
  ["Lyon", 45.764, 4.8357],
  ["Brussels", 50.8503, 4.3517],
  ["Amsterdam", 52.3676, 4.9041],
  ["London", 51.5074, -0.1278],
  ["Dublin", 53.3498, -6.2603],
  ["Madrid", 40.4168, -3.7038],
  ["Lisbon", 38.7223, -9.1393],
  ["Chișinău", 47.0105, 28.8638],
];

const RUSSIAN = [
  "Suspected sabotage of rail signalling near",
  "GPS jamming reported by airliners over",
  "Drones seen over a military site near",
  "Cyber attack disrupts municipal services in",
  "Arson at a logistics warehouse in",
  "Disinformation network targeting voters in",
];

/** The kind of attack each title template describes. */
const KIND_OF_TEMPLATE: [string, IncidentKind][] = [
  ["sabotage", "sabotage"],
  ["Arson", "sabotage"],
  ["GPS jamming", "airspace"],
  ["Drones", "airspace"],
  ["Cyber attack", "cyber"],
  ["Intrusion", "cyber"],
  ["Disinformation", "disinformation"],
  ["espionage", "espionage"],
  ["Theft of research", "espionage"],
];

const kindOf = (title: string): IncidentKind =>
  KIND_OF_TEMPLATE.find(([word]) => title.includes(word))?.[1] ?? "other";

const CHINESE = [
  "Aide arrested on suspicion of espionage in",
  "Intrusion into a ministry network detected in",
  "Undeclared overseas police station reported in",
  "Theft of research data investigated in",
];

interface DemoEvent {
  type: "russian" | "chinese";
  title: string;
  date: string;
  latitude: number;
  longitude: number;
  status: "approved" | "pending";
}

const day = (n: number) => new Date(Date.UTC(2023, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** 55 incidents spread over Europe, near (not on) city centres, both types, over two years. */
function spread(): DemoEvent[] {
  return Array.from({ length: 55 }, (_, i) => {
    const [name, latitude, longitude] = PLACES[(i * 7) % PLACES.length]!;
    const type = i % 3 === 2 ? "chinese" : "russian";
    const templates = type === "russian" ? RUSSIAN : CHINESE;
    return {
      type,
      title: `[Demo] ${templates[i % templates.length]} ${name}`,
      date: day(i * 13),
      latitude: Number((latitude + ((i % 5) - 2) * 0.07).toFixed(4)),
      longitude: Number((longitude + ((i % 7) - 3) * 0.09).toFixed(4)),
      status: "approved",
    };
  });
}

const demo = (
  type: DemoEvent["type"],
  title: string,
  date: string,
  latitude: number,
  longitude: number,
  status: DemoEvent["status"] = "approved",
): DemoEvent => ({ type, title: `[Demo] ${title}`, date, latitude, longitude, status });

/** Several reports of the same spot, so the map's same-location marker has something to show. */
const SAME_PLACE: DemoEvent[] = [
  demo("russian", "Undersea cable damaged off Visby, Gotland", "2024-11-18", 57.6348, 18.2948),
  demo("chinese", "Cargo ship's anchor drag investigated off Visby, Gotland", "2024-11-19", 57.6348, 18.2948),
  demo("russian", "Second cable outage reported off Visby, Gotland", "2024-12-25", 57.6348, 18.2948),
  demo("russian", "Border crossing in Narva closed after GPS jamming", "2024-05-06", 59.3772, 28.1903),
  demo("russian", "Balloon incursion reported at Narva", "2024-06-12", 59.3772, 28.1903),
];

const PENDING: DemoEvent[] = [
  demo(
    "russian",
    "Unverified report of drones over Copenhagen airport",
    "2025-01-10",
    55.618,
    12.656,
    "pending",
  ),
  demo(
    "chinese",
    "Unverified report of phishing against MPs in Brussels",
    "2025-01-11",
    50.8467,
    4.3525,
    "pending",
  ),
  demo(
    "russian",
    "Unverified report of a railway fire near Wrocław",
    "2025-01-12",
    51.1079,
    17.0385,
    "pending",
  ),
  demo(
    "russian",
    "Unverified report of a pipeline leak off Klaipėda",
    "2025-01-13",
    55.7033,
    21.1443,
    "pending",
  ),
];

export const DEMO_EVENTS: DemoEvent[] = [...spread(), ...SAME_PLACE, ...PENDING];

/**
 * DEMO ONLY (SEED_DEMO): 60 approved and 4 pending incidents, titled "[Demo] …" with example.org sources.
 * Keyed by source URL, so a restart adds only what is missing: never one the site published once and a
 * moderator deleted since (its versions keep its source), which would publish it again at every start.
 */
export const seedDemoEvents: SeedPart = async (orm) => {
  const connection = orm.em.fork().getConnection();
  for (const [i, event] of DEMO_EVENTS.entries()) {
    const sourceUrl = `https://example.org/demo/incident-${i + 1}`;
    await connection.execute(
      `insert into events (type, kind, country, country_boundaries, title, title_source, source_url, source_url_key,
                           date, latitude, longitude, status, reviewed_at, created_at, updated_at)
       select ?, ?, ?, ?, ?, 'moderator', ?, ?, ?::date, ?::float8, ?::float8, ?, ?::timestamptz, now(), now()
        where not ${SOURCE_URL_IN_HISTORY}
       on conflict (md5(source_url_key)) do nothing`,
      [
        event.type,
        kindOf(event.title),
        countryAt(event.latitude, event.longitude),
        BOUNDARIES_VERSION,
        event.title,
        sourceUrl,
        sourceUrl,
        event.date,
        event.latitude,
        event.longitude,
        event.status,
        event.status === "approved" ? new Date() : null,
        sourceUrl,
      ],
    );
  }
};
