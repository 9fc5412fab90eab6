/** DEMO ONLY: the text of the demo forum (see forum.seed.ts). */

export const DEMO_CATEGORIES = [
  {
    name: "Sabotage and infrastructure",
    description: "[Demo] Rail, energy, cables and pipelines: incidents, patterns and what is known.",
  },
  {
    name: "Cyber operations",
    description: "[Demo] Intrusions, outages and attribution of attacks on public services and companies.",
  },
  {
    name: "Airspace and drones",
    description: "[Demo] Drone sightings, GPS jamming and airspace violations across Europe.",
  },
  {
    name: "Disinformation",
    description: "[Demo] Networks, narratives and how to recognise coordinated campaigns.",
  },
  { name: "Site feedback", description: "[Demo] Ideas, bugs and questions about Incident Watch itself." },
] as const;

export interface DemoReply {
  body: string;
  /** Index of an earlier post in the thread (0 = the opening post) to quote. */
  quote?: number;
}

export interface DemoThread {
  categoryId: string;
  title: string;
  body: string;
  /** Index into the demo accounts (admin, moderator, user), rotated for replies. */
  author: number;
  replies: DemoReply[];
  pinned?: boolean;
  locked?: boolean;
}

const TOPICS: readonly (readonly string[])[] = [
  [
    "Signal cable cuts on the northern rail corridor",
    "Arson at substations: is there a pattern?",
    "Baltic Sea cable damage timeline",
    "Pipeline pressure anomalies reported last winter",
    "How ports protect cranes and control systems",
    "Water utility tampering reports",
  ],
  [
    "DDoS waves against municipal websites",
    "Ransomware at a regional hospital: what we know",
    "Phishing campaign aimed at parliament staff",
    "Attribution: how confident can we be?",
    "Industrial control systems exposed online",
    "Satellite modem wiper attack, revisited",
  ],
  [
    "GPS jamming over the Baltic: flight data",
    "Drones over military bases: how to report",
    "Balloon incursions along the eastern border",
    "Airport closures after drone sightings",
    "Spoofed ship positions in the Gulf of Finland",
    "Counter-drone measures at power plants",
  ],
  [
    "Fake news sites cloning real newspapers",
    "Bot networks before the elections",
    "How to check a viral video's origin",
    "Narratives about energy prices",
    "Coordinated comment campaigns on news sites",
    "Deepfake audio of a minister",
  ],
  [
    "Forum rules and how to quote",
    "Map clustering feedback",
    "Please add a filter by date range",
    "Dark mode request",
    "The submit form rejected my source URL",
    "Thank you for this site",
  ],
];

const OPENINGS = [
  "I have been collecting reports on this for a while. What do others know? Sources welcome, rumours less so.",
  "Starting a thread to keep the reports in one place. Please link the **original source** where you can.",
  "Here is a summary of what has been published so far:\n\n- official statements\n- press reports\n- open data",
];

const REPLIES = [
  "Good summary. The official report is more careful than the press coverage, though.",
  "I saw the same thing in the local news. @demo_moderator can you merge the duplicate incident on the map?",
  "Do we know whether this was confirmed by the authorities, or only reported?",
  "There is an open dataset for this, updated weekly: https://example.org/open-data",
  "Careful with attribution here; the evidence so far is circumstantial.",
  "Thanks @demo_user, that source is useful.",
  "Same pattern as last year, in my view. Timing matters more than location.",
  "I added it to the map; it is waiting for review.",
];

/** Thirty threads, six per category; the rules thread is pinned, one thread is locked, one is long. */
export function demoThreads(categoryIds: string[]): DemoThread[] {
  return TOPICS.flatMap((titles, c) =>
    titles.map((title, t): DemoThread => {
      const index = c * titles.length + t;
      const long = c === 2 && t === 0;
      const count = long ? 45 : (index * 5) % 9;
      const replies = Array.from({ length: count }, (_, r): DemoReply => {
        const body = REPLIES[(index + r) % REPLIES.length]!;
        return r % 4 === 2 ? { body, quote: r - 1 } : { body };
      });
      return {
        categoryId: categoryIds[c]!,
        title: `[Demo] ${title}`,
        body: rulesOrOpening(c, t, index),
        author: index % 3,
        replies,
        pinned: c === 4 && t === 0,
        locked: c === 3 && t === 5,
      };
    }),
  );
}

function rulesOrOpening(category: number, thread: number, index: number): string {
  if (category === 4 && thread === 0)
    return [
      "Welcome! Be civil, cite sources, and keep each thread on its topic.",
      "",
      "To quote a post, press **Quote** under it; the reply box gets:",
      "",
      "```",
      "[quote=123]",
      "the quoted text",
      "[/quote]",
      "```",
      "",
      "Write `@username` to mention someone, for example @demo_admin.",
    ].join("\n");
  return OPENINGS[index % OPENINGS.length]!;
}
