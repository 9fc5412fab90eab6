import type { EntityManager } from "@mikro-orm/postgresql";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";
import { createServices, type Services } from "../services.js";

/** Who is asking: the signed-in user, or null for a visitor. */
export interface Viewer {
  id: string;
  username: string;
  role: "admin" | "moderator" | "user";
  sessionId: string;
}

/** What the transport knows about the caller, used for rate limits and abuse handling. */
export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  /** The raw session token presented (Bearer header, cookie or socket connectionParams). */
  token: string | undefined;
}

export interface Context {
  em: EntityManager;
  viewer: Viewer | null;
  services: Services;
  request: RequestInfo;
}

export type ContextFactory = (request: RequestInfo) => Promise<Context>;

/** Each request or socket operation gets its own EntityManager fork and services bound to it. */
export function createContextFactory(orm: MikroORM, deps: AppDeps): ContextFactory {
  return async (request) => {
    const em = orm.em.fork();
    const services = createServices(em, deps);
    const viewer = await services.auth.sessions.viewer(request.token);
    return { em, viewer, services, request };
  };
}
