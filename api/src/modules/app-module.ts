import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { EntitySchema } from "@mikro-orm/core";
import type { FieldNode, FragmentDefinitionNode } from "graphql";
import type { Locale } from "@incident-watch/schema";
import type { Viewer } from "../core/viewer.js";
import type { AppDeps } from "../deps.js";
import type { SeedPart } from "../db/seed-part.js";
import type { RestModule } from "../http/rest.js";
import type { UnitOfWork } from "../infra/unit-of-work.js";
import type { ApiKeyCallers } from "./api-keys/api-key-callers.js";
import type { AuthState } from "./auth/session-lookups.js";
import type { EventsState } from "./events/events.state.js";
import type { ForumState } from "./forum/forum.state.js";
import type { Services } from "./index.js";
import type { JobTopic, JobTopics } from "./job-topics.js";
import type { Change, Changes } from "./changes.js";

/**
 * What the modules keep for one app's lifetime (a counter flushed every few seconds, a cache), by module:
 * made once per app by each module's `state`, and handed to its factories.
 */
export interface AppState {
  apiKeys: ApiKeyCallers;
  auth: AuthState;
  events: EventsState;
  forum: ForumState;
}

/**
 * What a module asks of the modules above it without importing them (decision 104): the modules that own
 * the concept supply it in their `hooks`, and the registry runs every supplier's in the order of the list.
 */
export interface ModuleHooks {
  /** Before a member's write: throws when they may not write at all (moderation: a ban in force). */
  assertMayWrite(em: EntityManager, viewer: Viewer): Promise<void>;
  /**
   * Inside the transaction that deletes an account, before its row goes (auth: its sessions end; forum:
   * the member's posts and threads lose their author, the history their name and address).
   */
  accountDeleting(tx: EntityManager, userId: string): Promise<void>;
  /**
   * What a push a module above queued shows, asked for by the member's device by its `ref`, in the member's
   * language: the module whose ref it is answers (saved searches); null when none does or it is not theirs.
   */
  pushShown(em: EntityManager, memberId: string, ref: string, locale: Locale): Promise<PushShown | null>;
  /**
   * Inside a post edit's transaction, before the forum decides whether to keep the text it replaces:
   * whether a report was made against that text (reports: one not yet pinned to an earlier revision).
   */
  postReported(tx: EntityManager, postId: string): Promise<boolean>;
  /**
   * Inside a post edit's transaction, once the replaced text is kept as `revisionId`: the reports made
   * against that text now point at it (reports); whether any did.
   */
  postRevisionKept(tx: EntityManager, postId: string, revisionId: string): Promise<boolean>;
  /**
   * Which of a post's revisions a report points at (reports): those stay in its history, for the
   * moderators, and their author may not delete them.
   */
  revisionsReported(em: EntityManager, postId: string): Promise<Set<string>>;
  /** How many posts of the last `days` days stand, not deleted (forum): a count on the staff dashboard. */
  postsWrittenWithin(em: EntityManager, days: number): Promise<number>;
  /** Inside a thread's title edit's transaction: whether the thread has an open report (reports). */
  threadReported(tx: EntityManager, threadId: string): Promise<boolean>;
}

/** What a device shows for a push: the words and where a click goes; `tag` groups pushes into one. */
export interface PushShown {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** What a returning socket's catch-up reads with: its context's entity manager and every module's services. */
export type ResumeContext = Pick<JobContext, "em" | "services">;

/**
 * What a member's socket missed on an own topic while it was away, after the cursor its page sent when it
 * connected again (`resume` in the connection's parameters): the topic's module reads it, oldest first.
 */
export interface LiveResume {
  missed(context: ResumeContext, userId: string, after: string): Promise<unknown[]>;
  /** missed() for many sockets at once (those returning together), one list each in the order given. */
  missedMany?(
    context: ResumeContext,
    wanted: ReadonlyArray<{ userId: string; after: string }>,
  ): Promise<unknown[][]>;
  /** Identifies an event, when one may come both as missed and live. */
  key?(event: unknown): string;
  /**
   * Whether the page already held an event when it came back (at or before its cursor): one committed
   * before the socket returned may still arrive live after it, and is not sent again.
   */
  held?(event: unknown, after: string): boolean;
}

/** What a record's shared answer was made from: its version, which every write to it raises. */
export interface RecordState {
  version: number;
}

/**
 * Answers shared between visitors by one record's version rather than by public data's (the forum's
 * thread pages), and with members too when their own part can be filled in. The module that owns the
 * record supplies this (`sharedRecords`), so the transport serves those answers without knowing
 * what the record is. `State` and `Plan` are the module's own: the transport only hands them back.
 */
export interface SharedRecords<State extends RecordState = RecordState, Plan = unknown> {
  /** The root field whose query of one record, alone in its operation, is shared ("thread"). */
  readonly rootField: string;
  /** The field's argument naming the record, written out or as a variable. */
  readonly idArgument: string;
  /**
   * How a member's own part is filled into the visitor's answer to this field's selection, or null when a
   * member's answer must be executed in full. `fragments` are the document's named fragments.
   */
  memberPlan(field: FieldNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): Plan | null;
  /** The record's state now; null when there is no such record. One primary-key lookup. */
  state(id: string): Promise<State | null>;
  /** Counts a view of the record answered from a shared answer. */
  viewed(id: string, viewer: Viewer | null, ip: string): void;
  /** Whether this member's answer may be the visitor's with their part filled in (staff's run whole). */
  servesMember(viewer: Viewer): boolean;
  /** Writes the member's own part into a (parsed, unshared) visitor answer made at `state`. */
  fillIn(answer: unknown, plan: Plan, viewer: Viewer, id: string, state: State): Promise<void>;
}

/**
 * What a background job works with, made for each job as a request's context is: an entity manager of its
 * own, the unit of work its changes run in (their transaction, live messages, cache versions and jobs),
 * and every module's services on them.
 */
export interface JobContext {
  em: EntityManager;
  uow: UnitOfWork;
  services: Services;
  deps: AppDeps;
  state: AppState;
  /** Aborted when the app stops: a long job stops at its next checkpoint and comes back later. */
  signal: AbortSignal;
}

/** How a module works one job topic's jobs. */
export interface JobWorker<T extends JobTopic> {
  run(context: JobContext, data: JobTopics[T]): Promise<unknown>;
  /** At most one of the topic's jobs runs at a time, across every instance. */
  oneAtATime?: boolean;
}

/** The job topics a module works (each topic has one module); the registry runs them. */
export type ModuleJobs = { [T in JobTopic]?: JobWorker<T> };

/** Where a module follows a change: inside the writer's transaction, with the writer's unit of work. */
/** How a protocol's clients read a refusal: its media type and body for a message. */
export interface ProtocolRefusal {
  contentType: string;
  body(message: string): string;
}

export interface Following {
  tx: EntityManager;
  uow: UnitOfWork;
  deps: AppDeps;
}

/** The changes a module follows (changes.ts), each with what it queues in the change's transaction. */
export type ModuleFollows = { [C in Change]?: (at: Following, change: Changes[C]) => Promise<void> };

/** What one domain module contributes to the app; the app assembles them from `appModules`. */
export interface AppModule<S extends object = object, L extends object = object> {
  /** The module's folder: how the followers map (changes.ts) names it. */
  name?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities?: EntitySchema<any, any>[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: Function[];
  /** REST compatibility routes (spec §7), mounted under /api. */
  routes?: RestModule;
  /**
   * Routes a protocol places at its own path of the site (TAXII's /taxii2), under the research limits,
   * refused past them in the protocol's own shape.
   */
  siteRoutes?: { path: string; routes: RestModule; refusal: ProtocolRefusal };
  /** The module's part of the app's state, made once per app. */
  state?(orm: MikroORM, deps: AppDeps): Partial<AppState>;
  /**
   * The module's services for one request or socket operation: `em` reads, `uow` runs its changes (their
   * transaction, live messages, cache versions and jobs), `state` is what the app's modules keep, `hooks`
   * reaches the modules above this one.
   */
  services?(em: EntityManager, deps: AppDeps, uow: UnitOfWork, state: AppState, hooks: ModuleHooks): S;
  /** Per-request DataLoaders for relation fields. */
  loaders?(em: EntityManager): L;
  /** Idempotent demo content. */
  seed?: SeedPart;
  /** This module's part of the hooks the modules below it call. */
  hooks?: Partial<ModuleHooks>;
  /**
   * Adds a hint to a refused request's message (a GraphQL parse or validation error), as a module knows
   * its own names best: the transport applies every module's without knowing the domain.
   */
  hintRequestError?(message: string): string;
  /** How a member's socket that comes back catches up on this module's own topics, by subscription field. */
  resumeLive?: Record<string, LiveResume>;

  /**
   * Who a session token names, with the ban in force, or null when it names no live session: the
   * transport asks before a request's context exists (auth). The first module that supplies it answers.
   */
  sessionViewer?(state: AppState, token: string): Promise<Viewer | null>;
  /**
   * Answers about one of the module's records that visitors share while its version stands, and members
   * with their own part filled in (the forum's thread pages); made once per app.
   */
  sharedRecords?(orm: MikroORM, state: AppState): SharedRecords;
  /** The changes of other modules this module follows (listed in changeFollowers, changes.ts). */
  follows?: ModuleFollows;
  /** The background jobs this module works, by job topic (JobTopics), each with a job context. */
  jobs?: ModuleJobs;
  /**
   * Background work for the app's lifetime (timers, batches); returns how to stop it at shutdown. What
   * it changes runs in a job context (`context` makes one).
   */
  start?(orm: MikroORM, deps: AppDeps, state: AppState, context: () => JobContext): () => Promise<void>;
}

/** Keeps a module's literal service and loader types, so the app's bags stay typed. */
export const defineModule = <S extends object = object, L extends object = object>(
  module: AppModule<S, L>,
): AppModule<S, L> => module;
