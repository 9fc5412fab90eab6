import type { EntityManager } from "@mikro-orm/postgresql";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";
import type { UnitOfWork } from "../infra/unit-of-work.js";
import {
  createLoaders,
  createServices,
  sessionViewer,
  unitOfWorkFor,
  type Loaders,
  type Services,
} from "../modules/index.js";
import type { AppState } from "../modules/app-module.js";
import type { RequestInfo, Viewer } from "../core/viewer.js";
import { ResponseBudget } from "./response-budget.js";

export type { RequestInfo, Viewer };

export interface Context {
  em: EntityManager;
  /** Runs the request's changes: one transaction with its live messages, cache versions and jobs. */
  uow: UnitOfWork;
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  request: RequestInfo;
  /** What the answer carries so far of long text and bulk data, against MAX_RESPONSE_MB. */
  response: ResponseBudget;
}

/**
 * A context holds no EntityManager until one is used (a socket subscription's is kept for hours).
 * viewer: who the token names, when the socket checked it already (its session's end closes the socket).
 */
export type ContextFactory = (request: RequestInfo, options?: { viewer?: Viewer }) => Promise<Context>;

/** What a context makes on first use; shared by a context and its copies. */
interface Made {
  em?: EntityManager;
  uow?: UnitOfWork;
  services?: Services;
  loaders?: Loaders;
}

/**
 * The lazy parts are getters on the prototype, not on the object: Apollo copies each request's context
 * with Object.assign, which would run own getters and so build every service and loader for every request.
 */
class RequestContext implements Context {
  readonly response: ResponseBudget;
  private readonly made: Made;

  constructor(
    private readonly orm: MikroORM,
    private readonly deps: AppDeps,
    private readonly state: AppState,
    readonly viewer: Viewer | null,
    readonly request: RequestInfo,
  ) {
    this.response = new ResponseBudget(deps.config.maxResponseBytes);
    this.made = {};
  }

  get em(): EntityManager {
    return (this.made.em ??= this.orm.em.fork());
  }

  get uow(): UnitOfWork {
    return (this.made.uow ??= unitOfWorkFor(this.em, this.deps));
  }

  get services(): Services {
    return (this.made.services ??= createServices(this.em, this.deps, this.uow, this.state));
  }

  get loaders(): Loaders {
    return (this.made.loaders ??= createLoaders(this.em));
  }
}

/**
 * Each request or socket operation gets its own EntityManager fork, services and loaders bound to it, all
 * made on first use: `{ __typename }`, a cached answer or a live subscription held for hours often needs
 * none. A request without a session token is a visitor at once, without a fork or a lookup.
 */
export function createContextFactory(orm: MikroORM, deps: AppDeps, state: AppState): ContextFactory {
  return async (request, options = {}) => {
    const viewer =
      request.token === undefined ? null : (options.viewer ?? (await sessionViewer(state, request.token)));
    return new RequestContext(orm, deps, state, viewer, request);
  };
}
