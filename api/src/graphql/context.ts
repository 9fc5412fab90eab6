import type { EntityManager } from "@mikro-orm/postgresql";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";
import { createLoaders, createServices, type Loaders, type Services } from "../modules/index.js";
import type { RequestInfo, Viewer } from "../core/viewer.js";
import { SessionsService } from "../modules/auth/sessions.service.js";
import { ResponseBudget } from "./response-budget.js";

export type { RequestInfo, Viewer };

export interface Context {
  em: EntityManager;
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  request: RequestInfo;
  /** What the answer carries so far of long text and bulk data, against MAX_RESPONSE_MB. */
  response: ResponseBudget;
}

/** longLived: a socket subscription's context, kept for hours; it holds no EntityManager until one is used. */
export type ContextFactory = (request: RequestInfo, options?: { longLived?: boolean }) => Promise<Context>;

/**
 * Each request or socket operation gets its own EntityManager fork, services and loaders bound to it.
 * Services and loaders are made on first use: a live subscription, held for hours, often needs neither.
 */
export function createContextFactory(orm: MikroORM, deps: AppDeps): ContextFactory {
  return async (request, options = {}) => {
    const lookup = orm.em.fork();
    const viewer = await new SessionsService(lookup).viewer(request.token);
    let em: EntityManager | undefined = options.longLived ? undefined : lookup;
    let services: Services | undefined;
    let loaders: Loaders | undefined;
    const fork = () => (em ??= orm.em.fork());
    return {
      get em() {
        return fork();
      },
      viewer,
      request,
      response: new ResponseBudget(deps.config.maxResponseBytes),
      get services() {
        return (services ??= createServices(fork(), deps));
      },
      get loaders() {
        return (loaders ??= createLoaders(fork()));
      },
    };
  };
}
