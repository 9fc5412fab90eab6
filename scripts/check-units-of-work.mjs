// Background work goes through the request's door (decisions 147 and 148): counts, in the API's source
// outside infra/ and the migrations (tests left out), the ways of queueing a job, the units of work built by
// hand, the transactions and flushes made beside the unit of work, and the SQL that reads or writes another
// module's tables outside the named read models. Prints every count; fails when a count that must be zero
// is not. Run by `npm run lint`.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "api/src");

/** Which module owns each table: only it writes and reads it, but through a named read model. */
const OWNERS = {
  audit: ["staff_actions"],
  auth: ["sessions", "password_resets", "mail_confirmations"],
  events: ["events", "export_revisions"],
  evidence: ["source_captures", "source_checks", "capture_hosts"],
  forum: [
    "forum_categories",
    "forum_posts",
    "forum_post_revisions",
    "forum_post_translations",
    "forum_reactions",
    "forum_threads",
    "forum_thread_title_revisions",
    "forum_user_stats",
    "thread_reads",
  ],
  imports: ["data_imports", "data_import_chunks", "data_import_rows", "imported_rows", "import_mappings"],
  "incident-review": ["event_reviews", "event_withdrawals"],
  // the STIX bundles kept per data version: written and read by the STIX writer alone
  interchange: ["data_version_bundles"],
  ledger: [
    "incident_sources",
    "incident_attributions",
    "incident_proposals",
    "incident_versions",
    "incident_versions_undated",
  ],
  members: ["user_bans"],
  notifications: [
    "notifications",
    "notification_mails",
    "notification_preferences",
    "thread_watches",
    "follows",
  ],
  push: ["push_subscriptions"],
  releases: ["data_releases", "data_versions", "data_version_files"],
  reports: ["reports"],
  "saved-searches": ["saved_searches", "saved_search_matches"],
  snapshots: ["data_snapshots"],
  taxii: ["taxii_objects", "taxii_indexed_versions", "taxii_progress"],
  "incident-citations": ["forum_post_citations"],
  "title-translations": ["incident_title_translations"],
  users: ["users", "retired_usernames"],
};
const ownerOf = new Map(Object.entries(OWNERS).flatMap(([module, tables]) => tables.map((t) => [t, module])));

/** The named read models (modules/changes.ts, `readModels`): folders that read across modules on purpose. */
function readModels() {
  const text = readFileSync(join(src, "modules/changes.ts"), "utf8");
  const block = /export const readModels = \{([\s\S]*?)\n\};/.exec(text);
  if (!block) throw new Error("modules/changes.ts names no readModels");
  return [...block[1].matchAll(/^ {2}"?([\w-]+)"?:/gm)].map((match) => match[1]);
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const place = (file) => relative(src, file).split(sep).join("/");
const files = sourceFiles(src)
  .map((file) => ({ file, name: place(file) }))
  .filter(({ name }) => !name.startsWith("infra/") && !name.startsWith("db/migrations/"));

/** Where `pattern` matches, as "file:line", in the files `keep` keeps. */
function where(pattern, keep = () => true) {
  const found = [];
  for (const { file, name } of files.filter(keep)) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      if (pattern.test(line) && !/^\s*(\/\/|\*)/.test(line)) found.push(`${name}:${i + 1}`);
    });
  }
  return found;
}

const REGISTRY = ["deps.ts", "modules/index.ts"];
const styles = [
  ["queueJob (modules/job-topics.ts)", where(/\bqueueJobs?\(/)],
  ["uow.enqueue outside job-topics.ts", where(/\.enqueue\(/, ({ name }) => name !== "modules/job-topics.ts")],
  ["jobs.sendAfter / sendMany", where(/\.(sendAfter|sendMany)\(/)],
].filter(([, places]) => places.length > 0);
const handBuilt = where(/new UnitOfWork\(|\bunitOfWork\(/, ({ name }) => !REGISTRY.includes(name));
const transactionsBeside = where(/\btransactional\(|\.begin\(\)/);
const bareFlushes = where(/\b(em|this\.em|orm\.em)\.flush\(\)/);

const models = readModels();
const crossModule = new Map();
for (const { file, name } of files.filter(({ name }) => name.startsWith("modules/"))) {
  const module = name.split("/")[1];
  if (!name.includes("/", "modules/".length) || models.includes(module)) continue;
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_]+)"?/g)) {
    const owner = ownerOf.get(match[1]);
    if (!owner || owner === module) continue;
    const key = `${module} -> ${owner} (${match[1]})`;
    crossModule.set(key, (crossModule.get(key) ?? 0) + 1);
  }
}
const crossModuleSql = [...crossModule.values()].reduce((sum, n) => sum + n, 0);

const failures = [];
const must = (label, count, most, places = []) => {
  console.log(`${label}: ${count}${most === undefined ? "" : ` (at most ${most})`}`);
  if (most !== undefined && count > most)
    failures.push(`${label}: ${count} > ${most}\n  ${places.join("\n  ")}`);
};
must(
  "job queueing styles",
  styles.length,
  1,
  styles.map(([style, places]) => `${style}: ${places.join(", ")}`),
);
must("units of work built by hand", handBuilt.length, 0, handBuilt);
must("transactions beside the unit of work", transactionsBeside.length, 0, transactionsBeside);
must("bare flushes of an entity manager", bareFlushes.length, 0, bareFlushes);
must("direct job sends", where(/\.(sendAfter|sendMany)\(/).length, 0);
must(
  "cross-module SQL outside the read models",
  crossModuleSql,
  0,
  [...crossModule].map(([pair, n]) => `${pair}: ${n}`),
);
console.log(`named read models: ${models.join(", ")}`);
if (failures.length > 0) {
  console.error(`\nBackground work outside the unit of work (decisions 147, 148):\n${failures.join("\n")}`);
  process.exit(1);
}
