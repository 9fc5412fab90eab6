import type { ApolloServerPlugin } from "@apollo/server";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  isDatabaseUnavailable,
  type DatabaseOutage,
} from "../infra/database-outage.js";

/**
 * An operation that failed because the database is unreachable answers HTTP 503 with Retry-After, like the
 * REST paths, whatever part of it failed (errors carry SERVICE_UNAVAILABLE, see format-error.ts).
 */
export function serviceUnavailablePlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          const unavailable = errors?.some(
            (error) => isDatabaseUnavailable(error) || error.extensions?.code === "SERVICE_UNAVAILABLE",
          );
          if (!unavailable) return;
          response.http.status = 503;
          response.http.headers.set("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}

/** Builds a request's context; an unreachable database (the session lookup) is a 503, not a 500. */
export async function contextOrUnavailable<C>(build: () => Promise<C>, outage: DatabaseOutage): Promise<C> {
  try {
    return await build();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const unavailable = databaseUnavailable(error, outage);
    unavailable.extensions.http = {
      status: 503,
      headers: new Map([["retry-after", String(DATABASE_RETRY_AFTER_SECONDS)]]),
    };
    throw unavailable;
  }
}
