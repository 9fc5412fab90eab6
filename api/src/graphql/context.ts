import type { EntityManager } from "@mikro-orm/postgresql";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";
import { createLoaders, createServices, type Loaders, type Services } from "../modules/index.js";
import type { RequestInfo, Viewer } from "../core/viewer.js";

export type { RequestInfo, Viewer };

export interface Context {
  em: EntityManager;
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  request: RequestInfo;
}

export type ContextFactory = (request: RequestInfo) => Promise<Context>;

/** Each request or socket operation gets its own EntityManager fork, services and loaders bound to it. */
export function createContextFactory(orm: MikroORM, deps: AppDeps): ContextFactory {
  return async (request) => {
    const em = orm.em.fork();
    const services = createServices(em, deps);
    const viewer = await services.auth.sessions.viewer(request.token);
    return { em, viewer, services, loaders: createLoaders(em), request };
  };
}
