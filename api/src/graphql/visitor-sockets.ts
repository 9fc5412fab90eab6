import { Kind, type OperationDefinitionNode } from "graphql";
import { AppError } from "../core/errors.js";

/** The subscriptions anyone may follow without a session; every other operation needs one. */
export const PUBLIC_SUBSCRIPTIONS: ReadonlySet<string> = new Set(["incidentChanged"]);

export const VISITOR_REFUSED_MESSAGE =
  "Without signing in, a live connection may only subscribe to incidentChanged.";

/** Refuses what a socket without a session may not run: anything but public subscriptions. */
export function visitorRefusal(operation: OperationDefinitionNode | null | undefined): AppError | undefined {
  if (operation?.operation !== "subscription")
    return new AppError("UNAUTHENTICATED", VISITOR_REFUSED_MESSAGE);
  const fields = operation.selectionSet.selections;
  const allPublic = fields.every(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_SUBSCRIPTIONS.has(selection.name.value),
  );
  return allPublic ? undefined : new AppError("UNAUTHENTICATED", VISITOR_REFUSED_MESSAGE);
}

/**
 * Per-address counts of the sockets without a session and their subscriptions on this instance, so one
 * address cannot hold the instance's sockets or subscribers (configurable; README, "Limits").
 */
export class VisitorSockets {
  private readonly sockets = new Map<string, number>();
  private readonly subscriptions = new Map<string, number>();

  constructor(
    private readonly socketsPerAddress: number,
    private readonly subscriptionsPerAddress: number,
  ) {}

  /** Takes a socket's place; undefined when the address holds its limit already, else its release. */
  openSocket(address: string): (() => void) | undefined {
    return this.take(this.sockets, address, this.socketsPerAddress);
  }

  /** Takes a subscription's place; undefined when the address runs its limit already, else its release. */
  startSubscription(address: string): (() => void) | undefined {
    return this.take(this.subscriptions, address, this.subscriptionsPerAddress);
  }

  private take(counts: Map<string, number>, address: string, limit: number): (() => void) | undefined {
    const held = counts.get(address) ?? 0;
    if (held >= limit) return undefined;
    counts.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (counts.get(address) ?? 1) - 1;
      if (left > 0) counts.set(address, left);
      else counts.delete(address);
    };
  }
}
