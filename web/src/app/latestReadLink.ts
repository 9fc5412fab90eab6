import { ApolloLink } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { Observable } from "rxjs";

type Answer = ApolloLink.Result;

/** The reads under way of one query with the same variables. */
interface Reads {
  /** The newest read sent. */
  newest: number;
  /** How many have not finished. */
  open: number;
  /** Once the newest read is over: its answer (undefined when it failed or was dropped). */
  newestOver?: { answer: Answer | undefined };
  /** Earlier reads whose answers came first, waiting for the newest one's. */
  waiting: Array<(answer: Answer | undefined) => void>;
}

/**
 * Reads of the same query with the same variables, answered as they were asked: a read whose answer
 * comes after a later read was sent is answered with the later read's answer. The cache keeps whatever
 * arrives last, so without this a read sent before a change (a live update's) could land after the read
 * sent after it and show the change undone. Needs the query's requests not to be shared
 * (`queryDeduplication: false`): a shared one is a single read.
 */
export function createLatestReadLink(): ApolloLink {
  const underWay = new Map<string, Reads>();
  let sent = 0;

  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const name = `${operation.operationName ?? ""}:${JSON.stringify(operation.variables)}`;
    const read = ++sent;
    const reads = underWay.get(name) ?? { newest: read, open: 0, waiting: [] };
    Object.assign(reads, { newest: read, open: reads.open + 1, newestOver: undefined });
    underWay.set(name, reads);

    const newestOver = (answer: Answer | undefined) => {
      if (reads.newest !== read || reads.newestOver) return;
      reads.newestOver = { answer };
      for (const take of reads.waiting.splice(0)) take(answer);
    };

    return new Observable<Answer>((observer) => {
      let finished = false;
      let waits = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        if (--reads.open === 0 && underWay.get(name) === reads) underWay.delete(name);
      };
      const subscription = forward(operation).subscribe({
        next(answer) {
          if (reads.newest === read) {
            // kept first: a reader that has what it wanted may drop the read within next()
            newestOver(answer);
            return observer.next(answer);
          }
          // a later read was sent: this answer may be older than what that one will show
          waits = true;
          const take = (newer: Answer | undefined) => {
            observer.next(newer ?? answer);
            observer.complete();
            finish();
          };
          if (reads.newestOver) take(reads.newestOver.answer);
          else reads.waiting.push(take);
        },
        error(error: unknown) {
          newestOver(undefined);
          finish();
          observer.error(error);
        },
        complete() {
          newestOver(undefined); // no effect once answered
          if (waits) return; // completed by `take`
          finish();
          observer.complete();
        },
      });
      return () => {
        subscription.unsubscribe();
        if (!finished && !waits) newestOver(undefined);
        finish();
      };
    });
  });
}
