import { EUROPEAN_STATES } from "../../infra/countries/european-states.js";
import { uuidV5 } from "../interchange/uuid-v5.js";
import { PARTIES, type Party } from "../interchange/vocabulary.js";

/** The namespace of the collections' ids (UUIDv5 of "taxii" in the site's namespace): they never change. */
const COLLECTIONS_NAMESPACE = uuidV5("taxii");

/** Which objects a collection holds: all of them, one country's incidents, or one party's attributions. */
export type Scope = { all: true } | { country: string } | { party: Party };

export interface Collection {
  id: string;
  title: string;
  description: string;
  scope: Scope;
}

const collection = (name: string, title: string, description: string, scope: Scope): Collection => ({
  id: uuidV5(name, COLLECTIONS_NAMESPACE),
  title,
  description,
  scope,
});

/** Every collection: all published incidents, then one per attribution and one per European state. */
export const COLLECTIONS: readonly Collection[] = [
  collection(
    "all",
    "All published incidents",
    "Every published incident, and the revocation of each withdrawn one, as STIX 2.1.",
    { all: true },
  ),
  ...(Object.keys(PARTIES) as Party[]).map((party) =>
    collection(
      `attribution:${party}`,
      `Incidents attributed to ${PARTIES[party].name}`,
      `The incidents with an attribution to ${PARTIES[party].name}, as STIX 2.1.`,
      { party },
    ),
  ),
  ...EUROPEAN_STATES.map(({ code, name }) =>
    collection(`country:${code}`, `Incidents in ${name}`, `The incidents in ${name}, as STIX 2.1.`, {
      country: code,
    }),
  ),
];

const byId = new Map(COLLECTIONS.map((c) => [c.id, c]));

export const collectionById = (id: string): Collection | undefined => byId.get(id.toLowerCase());
