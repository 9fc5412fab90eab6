// The codebook's words: what each kind, party, attributor and confidence level means, in the API's enum
// descriptions and on the site's /codebook. A module of its own, so that only the codebook page loads it.
import type { IncidentKind } from "./incident-kinds.js";
import type { AttributionParty, Attributor, ConfidenceLevel } from "./ledger.js";

/** What each kind covers. */
export const incidentKindMeanings: Record<IncidentKind, string> = {
  sabotage: "Physical damage or an attempt at it: cut cables, arson, explosions, derailments, tampering.",
  cyber: "Attacks on computer systems: intrusions, ransomware, denial of service, theft of data.",
  airspace: "Drones or aircraft over military sites, airports or infrastructure, and airspace violations.",
  espionage: "Spying by people: agents, watching sites, recruiting insiders, stealing secrets.",
  disinformation: "False or coordinated stories, fake sites and accounts, interference in elections.",
  other:
    "Any other hostile act; also every incident reported before kinds existed, until a moderator sets one.",
};

export const partyMeanings: Record<AttributionParty, string> = {
  russia: "The Russian state or its services.",
  china: "The Chinese state or its services.",
  russian_proxy: "A group said to act for Russia (hired saboteurs, hacker groups).",
  chinese_proxy: "A group said to act for China.",
  unknown: "Named as hostile, with no one named as responsible.",
};

export const attributorMeanings: Record<Attributor, string> = {
  prosecutor: "A prosecutor's charge or a court.",
  government: "A government's or a state agency's public statement.",
  company: "The affected company or a security vendor.",
  researcher: "An independent or academic researcher.",
  media: "A press report.",
};

export const confidenceMeanings: Record<ConfidenceLevel, string> = {
  confirmed: "Stated as fact by whoever attributes it.",
  probable: "Stated as likely, with evidence named.",
  suspected: "Suspected or alleged; also every submitter's choice until reviewed.",
};
