import { ApolloLink } from "@apollo/client";
import type { FormattedExecutionResult } from "graphql";
import { catchError, map, of } from "rxjs";
import { queryPolicy } from "./queryPolicy";

/**
 * The header the service worker marks a kept answer with when the network failed, its age in seconds
 * (the worker's `OFFLINE_COPY_HEADER`, src/serviceWorker/offlineCache.ts: the worker shares no module
 * with the pages).
 */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";

/** The server did not answer; the service worker gave back the answer it kept `ageSeconds` ago. */
export class OfflineCopyError extends Error {
  constructor(
    readonly copy: FormattedExecutionResult,
    readonly ageSeconds: number,
  ) {
    super(`The server did not answer; a copy from ${ageSeconds} s ago is all there is`);
    this.name = "OfflineCopyError";
  }
}

/**
 * A failed call that still has an earlier answer to show, as its caller reads it (the bell's list, the
 * forum's data): the caller counts the failure and may show the copy.
 */
export class FailedWithCopy<T> extends Error {
  constructor(
    readonly copy: T,
    cause: OfflineCopyError,
  ) {
    super(cause.message, { cause });
    this.name = "FailedWithCopy";
  }
}

/** What a result shown from a kept copy carries in its extensions. */
export interface OfflineCopyExtension {
  offlineCopy: { ageSeconds: number };
}

/** Whether `result` is a kept copy shown after its query's retries failed. */
export const isOfflineCopy = (result: FormattedExecutionResult): boolean =>
  result.extensions?.offlineCopy !== undefined;

/**
 * Right above the HTTP link: a kept copy is a failed call (an OfflineCopyError carrying it), so every
 * retry policy, the bell's breaker and the forum's banner count it as one.
 */
export function createOfflineCopyLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const response = operation.getContext().response as Response | undefined;
        const age = response?.headers.get(OFFLINE_COPY_HEADER);
        if (age == null) return result;
        throw new OfflineCopyError(result, Number(age));
      }),
    ),
  );
}

/**
 * Above the retry link: once the link's retries are spent, a query the link retries shows the copy (the
 * offline reading of a thread), marked in its extensions. Queries their feature retries get the error
 * and decide (`OfflineCopyError.copy`).
 */
export function createShowCopyLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      catchError((error: unknown) => {
        if (!(error instanceof OfflineCopyError) || queryPolicy(operation.operationName).retriedBy !== "link")
          throw error;
        const offlineCopy: OfflineCopyExtension["offlineCopy"] = { ageSeconds: error.ageSeconds };
        return of({ ...error.copy, extensions: { ...error.copy.extensions, offlineCopy } });
      }),
    ),
  );
}
