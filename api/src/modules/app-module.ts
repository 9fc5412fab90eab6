import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { EntitySchema } from "@mikro-orm/core";
import type { Viewer } from "../core/viewer.js";
import type { AppDeps } from "../deps.js";
import type { SeedPart } from "../db/seed-part.js";
import type { RestModule } from "../http/rest.js";
import type { UnitOfWork } from "../infra/unit-of-work.js";
import type { EventsState } from "./events/events.state.js";
import type { ForumState } from "./forum/forum.state.js";

/**
 * What the modules keep for one app's lifetime (a counter flushed every few seconds, a cache), by module:
 * made once per app by each module's `state`, and handed to its factories.
 */
export interface AppState {
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
  /** Inside the transaction that deletes an account, before its row goes (auth: its sessions end). */
  accountDeleting(tx: EntityManager, userId: string): Promise<void>;
}

/** What one domain module contributes to the app; the app assembles them from `appModules`. */
export interface AppModule<S extends object = object, L extends object = object> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities?: EntitySchema<any, any>[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: Function[];
  /** REST compatibility routes (spec §7), mounted under /api. */
  routes?: RestModule;
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
  /**
   * Who a session token names, with the ban in force, or null when it names no live session: the
   * transport asks before a request's context exists (auth). The first module that supplies it answers.
   */
  sessionViewer?(em: EntityManager, token: string): Promise<Viewer | null>;
  /** Background work for the app's lifetime (timers, batches); returns how to stop it at shutdown. */
  start?(orm: MikroORM, deps: AppDeps, state: AppState): () => Promise<void>;
}

/** Keeps a module's literal service and loader types, so the app's bags stay typed. */
export const defineModule = <S extends object = object, L extends object = object>(
  module: AppModule<S, L>,
): AppModule<S, L> => module;
