import { COLLECTIONS } from "../src/modules/taxii/collections.js";
import type { EventRow } from "./events.js";

export const TAXII = "application/taxii+json;version=2.1";
/** The collection of every published incident. */
export const ALL = COLLECTIONS[0]!.id;
export const collectionPath = (collection = ALL) => `/taxii2/api/collections/${collection}/`;
export const objectsPath = (collection = ALL) => `${collectionPath(collection)}objects/`;

/** Three incidents in three Baltic states, pending until a test approves them. */
export const BALTIC_INCIDENTS: EventRow[] = [
  { title: "Cable cut off Gotland", kind: "sabotage", latitude: 57.6, longitude: 18.3, status: "pending" },
  {
    title: "Phishing in Tallinn",
    type: "chinese",
    kind: "cyber",
    latitude: 59.44,
    longitude: 24.75,
    status: "pending",
  },
  { title: "Drone over Riga", kind: "airspace", latitude: 56.95, longitude: 24.1, status: "pending" },
];

/**
 * Waits for the TAXII index to hold `count` incident object versions in all (it follows the changes in the
 * background), reading every version of every incident with `read`; the last page read.
 */
export async function untilIndexed<T extends { objects?: unknown[] }>(
  read: (path: string) => Promise<T>,
  count: number,
): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const page = await read(`${objectsPath()}?match[version]=all&match[type]=incident&limit=1000`);
    if ((page.objects?.length ?? 0) >= count) return page;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the index did not reach ${count} incident versions`);
}
