import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Viewer } from "../core/viewer.js";
import type {
  AppModule,
  AppState,
  Following,
  JobContext,
  JobWorker,
  LiveResume,
  ModuleHooks,
  SharedRecords,
} from "./app-module.js";
import { unitOfWork, type AppDeps } from "../deps.js";
import type { ChangeFollowers, UnitOfWork } from "../infra/unit-of-work.js";
import type { JobTopic } from "./job-topics.js";
import { changeFollowers, type Change } from "./changes.js";
import { siteModule } from "./site/site.module.js";
import { usersModule } from "./users/users.module.js";
import { authModule } from "./auth/auth.module.js";
import { eventsModule } from "./events/events.module.js";
import { titleTranslationsModule } from "./title-translations/title-translations.module.js";
import { evidenceModule } from "./evidence/evidence.module.js";
import { incidentReviewModule } from "./incident-review/incident-review.module.js";
import { ledgerModule } from "./ledger/ledger.module.js";
import { verificationModule } from "./verification/verification.module.js";
import { importsModule } from "./imports/imports.module.js";
import { snapshotsModule } from "./snapshots/snapshots.module.js";
import { releasesModule } from "./releases/releases.module.js";
import { interchangeModule } from "./interchange/interchange.module.js";
import { forumModule } from "./forum/forum.module.js";
import { notificationsModule } from "./notifications/notifications.module.js";
import { auditModule } from "./audit/audit.module.js";
import { reportsModule } from "./reports/reports.module.js";
import { membersModule } from "./members/members.module.js";
import { savedSearchesModule } from "./saved-searches/saved-searches.module.js";
import { pushModule } from "./push/push.module.js";
import { incidentDiscussionsModule } from "./incident-discussions/incident-discussions.module.js";
import { incidentCitationsModule } from "./incident-citations/incident-citations.module.js";
import { placesModule } from "./places/places.module.js";
import { apiKeysModule } from "./api-keys/api-keys.module.js";
import { memberDataModule } from "./member-data/member-data.module.js";
import { taxiiModule } from "./taxii/taxii.module.js";

/** Every domain module, in seeding order. A new module joins the app here and nowhere else. */
export const appModules = [
  siteModule,
  usersModule,
  auditModule,
  authModule,
  eventsModule,
  // before the ledger's /events/{id}
  interchangeModule,
  titleTranslationsModule,
  evidenceModule,
  incidentReviewModule,
  ledgerModule,
  verificationModule,
  importsModule,
  snapshotsModule,
  releasesModule,
  forumModule,
  notificationsModule,
  reportsModule,
  membersModule,
  savedSearchesModule,
  pushModule,
  incidentDiscussionsModule,
  incidentCitationsModule,
  placesModule,
  apiKeysModule,
  memberDataModule,
  taxiiModule,
] as const;

type Contribution<K extends "services" | "loaders"> = UnionToIntersection<
  (typeof appModules)[number] extends infer M
    ? M extends AppModule<infer S, infer L>
      ? K extends "services"
        ? S
        : L
      : never
    : never
>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** The domain services of one unit of work, by module. */
export type Services = Contribution<"services">;
/** One typed bag of per-request DataLoaders (`loaders.userById` serves every author and reviewer). */
export type Loaders = Contribution<"loaders">;

const modules: readonly AppModule[] = appModules;

/** Every module's hooks as one: each hook runs its suppliers' in the order of the list. */
export const moduleHooks: ModuleHooks = {
  async assertMayWrite(em, viewer) {
    for (const m of modules) await m.hooks?.assertMayWrite?.(em, viewer);
  },
  async accountDeleting(tx, userId) {
    for (const m of modules) await m.hooks?.accountDeleting?.(tx, userId);
  },
  async pushShown(em, memberId, ref, locale) {
    for (const m of modules) {
      const shown = await m.hooks?.pushShown?.(em, memberId, ref, locale);
      if (shown) return shown;
    }
    return null;
  },
  async postReported(tx, postId) {
    for (const m of modules) if (await m.hooks?.postReported?.(tx, postId)) return true;
    return false;
  },
  async postRevisionKept(tx, postId, revisionId) {
    let pinned = false;
    for (const m of modules) pinned = (await m.hooks?.postRevisionKept?.(tx, postId, revisionId)) || pinned;
    return pinned;
  },
  async postsWrittenWithin(em, days) {
    let count = 0;
    for (const m of modules) count += (await m.hooks?.postsWrittenWithin?.(em, days)) ?? 0;
    return count;
  },
  async revisionsReported(em, postId) {
    const reported = new Set<string>();
    for (const m of modules)
      for (const id of (await m.hooks?.revisionsReported?.(em, postId)) ?? []) reported.add(id);
    return reported;
  },
  async threadReported(tx, threadId) {
    for (const m of modules) if (await m.hooks?.threadReported?.(tx, threadId)) return true;
    return false;
  },
};

/** What the modules keep for the lifetime of one app; made once, when the app is. */
export function createAppState(orm: MikroORM, deps: AppDeps): AppState {
  return Object.assign({}, ...modules.map((m) => m.state?.(orm, deps) ?? {})) as AppState;
}

/** One request's services: each module's made when one of them is first used (a page-info uses one). */
const MAKE = Symbol("make");
const MADE = Symbol("made");
interface LazyServices {
  [MAKE](module: number): Record<string, unknown>;
  [MADE]: Array<Record<string, unknown> | undefined>;
}

/** Getters for every service, naming the module that makes it: learnt from the first set made in full. */
let lazyServices: object | undefined;

function servicesPrototype(sets: Array<Record<string, unknown>>): object {
  const prototype = {};
  sets.forEach((set, module) => {
    for (const name of Object.keys(set)) {
      Object.defineProperty(prototype, name, {
        enumerable: true,
        get(this: LazyServices) {
          return (this[MADE][module] ??= this[MAKE](module))[name];
        },
      });
    }
  });
  return prototype;
}

export function createServices(em: EntityManager, deps: AppDeps, uow: UnitOfWork, state: AppState): Services {
  const make = (module: number) =>
    (modules[module]!.services?.(em, deps, uow, state, moduleHooks) ?? {}) as Record<string, unknown>;
  if (!lazyServices) {
    const sets = modules.map((_, module) => make(module));
    lazyServices = servicesPrototype(sets);
    return Object.assign({}, ...sets) as Services;
  }
  const services: LazyServices = Object.create(lazyServices) as LazyServices;
  services[MAKE] = make;
  services[MADE] = [];
  return services as unknown as Services;
}

export function createLoaders(em: EntityManager): Loaders {
  return Object.assign({}, ...modules.map((m) => m.loaders?.(em) ?? {})) as Loaders;
}

/** A refused request's message with every module's hint added (AppModule.hintRequestError). */
export function hintRequestError(message: string): string {
  return modules.reduce((hinted, m) => m.hintRequestError?.(hinted) ?? hinted, message);
}

/** Every module's way of catching up a returning socket, by subscription field (AppModule.resumeLive). */
export const liveResumes: Readonly<Record<string, LiveResume>> = Object.assign(
  {},
  ...modules.map((m) => m.resumeLive ?? {}),
) as Record<string, LiveResume>;

/** The viewer a session token names (AppModule.sessionViewer); without a module that knows, a visitor. */
export function sessionViewer(state: AppState, token: string): Promise<Viewer | null> {
  const supplier = modules.find((m) => m.sessionViewer);
  return supplier?.sessionViewer?.(state, token) ?? Promise.resolve(null);
}

/** The answers shared by a record's version, from every module that has such records. */
export function sharedRecords(orm: MikroORM, state: AppState): SharedRecords[] {
  return modules.flatMap((m) => (m.sharedRecords ? [m.sharedRecords(orm, state)] : []));
}

export const moduleEntities = modules.flatMap((m) => m.entities ?? []);
export const moduleResolvers = modules.flatMap((m) => m.resolvers ?? []);
export const moduleRoutes = modules.flatMap((m) => (m.routes ? [m.routes] : []));
export const moduleSiteRoutes = modules.flatMap((m) => (m.siteRoutes ? [m.siteRoutes] : []));

type Follow = (at: Following, payload: object) => Promise<void>;

/** Every module's followers by change, checked against the one map that lists them (changeFollowers). */
const followersByChange: ReadonlyMap<Change, Follow[]> = (() => {
  const byChange = new Map<Change, Follow[]>();
  const named = new Map<Change, string[]>();
  for (const m of modules) {
    for (const [change, follow] of Object.entries(m.follows ?? {}) as Array<[Change, Follow]>) {
      byChange.set(change, [...(byChange.get(change) ?? []), follow]);
      named.set(change, [...(named.get(change) ?? []), m.name ?? "(a module without a name)"]);
    }
  }
  for (const change of Object.keys(changeFollowers) as Change[]) {
    const listed = [...changeFollowers[change]].sort().join(", ");
    const declared = [...(named.get(change) ?? [])].sort().join(", ");
    if (listed !== declared) throw new Error(`${change} is followed by ${declared}, the map says ${listed}`);
  }
  return byChange;
})();

/** The modules' followers of every change, as the units of work made with `deps` run them. */
const followersFor = new WeakMap<AppDeps, ChangeFollowers>();

/** A unit of work on `em` whose announced changes reach the modules that follow them. */
export function unitOfWorkFor(em: EntityManager, deps: AppDeps): UnitOfWork {
  let followers = followersFor.get(deps);
  if (!followers) {
    followers = async (uow, tx, change, payload) => {
      for (const follow of followersByChange.get(change as Change) ?? [])
        await follow({ tx, uow, deps }, payload);
    };
    followersFor.set(deps, followers);
  }
  return unitOfWork(em, deps, followers);
}

/** A job's context, made as a request's is: a fork of its own, a unit of work on it, the services. */
export function jobContext(
  orm: MikroORM,
  deps: AppDeps,
  state: AppState,
  signal: AbortSignal = new AbortController().signal,
): JobContext {
  const em = orm.em.fork();
  const uow = unitOfWorkFor(em, deps);
  return { em, uow, services: createServices(em, deps, uow, state), deps, state, signal };
}

/** Every module's job workers by topic; a topic worked by two modules is a mistake made at start. */
export const jobWorkers: ReadonlyMap<JobTopic, JobWorker<JobTopic>> = (() => {
  const workers = new Map<JobTopic, JobWorker<JobTopic>>();
  for (const m of modules) {
    for (const [topic, worker] of Object.entries(m.jobs ?? {}) as Array<[JobTopic, JobWorker<JobTopic>]>) {
      if (workers.has(topic)) throw new Error(`Two modules work the job topic ${topic}`);
      workers.set(topic, worker);
    }
  }
  return workers;
})();

/** Hands every job topic's worker to the queue: each job runs in a job context of its own. */
function startJobs(deps: AppDeps, context: () => JobContext): void {
  for (const [topic, worker] of jobWorkers) {
    const run = async (data: object) => {
      await worker.run(context(), data as never);
    };
    deps.jobs.work<object>(topic, run, { oneAtATime: worker.oneAtATime });
  }
}

export const moduleSeeds = modules.flatMap((m) => (m.seed ? [m.seed] : []));

/**
 * The job workers, the job queue, then every module's background work (AppModule.start); returns how to
 * stop each, the first telling running jobs and sweeps that the app is stopping, so none holds the
 * shutdown up. The queue starts first: on a database no instance has run on, its tables exist only once
 * it has, and a module's start may queue work (the places backfill).
 */
export async function startBackgroundWork(
  orm: MikroORM,
  deps: AppDeps,
  state: AppState,
): Promise<Array<() => Promise<void>>> {
  const stopping = new AbortController();
  const context = () => jobContext(orm, deps, state, stopping.signal);
  startJobs(deps, context);
  await deps.jobs.start();
  return [
    async () => stopping.abort(),
    ...modules.flatMap((m) => (m.start ? [m.start(orm, deps, state, context)] : [])),
  ];
}
