import type { IncidentKind } from "@incident-watch/schema";

/**
 * Each kind of attack in the Reference Security Incident Taxonomy (RSIT, the eCSIRT.net taxonomy MISP
 * ships as `rsit`), the nearest class; kinds it has no class for are `rsit:other="other"`. Every object
 * also carries the site's own kind as `incident-watch-europe:kind="…"` (the codebook's names).
 */
export const RSIT_OF_KIND: Record<IncidentKind, string> = {
  sabotage: 'rsit:availability="sabotage"',
  cyber: 'rsit:intrusions="system-compromise"',
  espionage: 'rsit:information-content-security="unauthorised-information-access"',
  disinformation: 'rsit:other="other"',
  airspace: 'rsit:other="other"',
  other: 'rsit:other="other"',
};

export const kindTags = (kind: IncidentKind) => [RSIT_OF_KIND[kind], `incident-watch-europe:kind="${kind}"`];

/**
 * A ledger confidence on STIX 2.1's 0–100 scale: the "Low/Med/High" scale of STIX 2.1's Appendix A, the
 * value it gives each level (Low 15, Med 50, High 85).
 */
export const STIX_CONFIDENCE = { suspected: 15, probable: 50, confirmed: 85 } as const;

export type Party = "russia" | "china" | "russian_proxy" | "chinese_proxy";

/** The attributed parties as STIX threat actors: the two states' own services, and those acting for them. */
export const PARTIES: Record<Party, { name: string; description: string; types: string[]; country: string }> =
  {
    russia: {
      name: "Russian Federation (state actors)",
      description: "Bodies of the Russian state: its services, armed forces and officials.",
      types: ["nation-state"],
      country: "RU",
    },
    china: {
      name: "People's Republic of China (state actors)",
      description: "Bodies of the Chinese state: its services, armed forces and officials.",
      types: ["nation-state"],
      country: "CN",
    },
    russian_proxy: {
      name: "Proxies of the Russian Federation",
      description: "Persons or groups acting for the Russian state without being part of it.",
      types: ["unknown"],
      country: "RU",
    },
    chinese_proxy: {
      name: "Proxies of the People's Republic of China",
      description: "Persons or groups acting for the Chinese state without being part of it.",
      types: ["unknown"],
      country: "CN",
    },
  };

export const isParty = (party: string): party is Party => party in PARTIES;
