import {
  getOperationAST,
  Kind,
  subscribe,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import type { LiveResume, ResumeContext } from "../modules/app-module.js";
import type { SocketSink } from "./socket-adapter.js";

/** Subscriptions whose answer is the same for every subscriber: executed once per event and operation. */
export const BROADCAST_FIELDS: ReadonlySet<string> = new Set(["incidentChanged", "forumUpdated"]);
/** Subscriptions on the viewer's own topic (`<field>:<user id>`): executed once per event and member. */
export const OWN_TOPIC_FIELDS: ReadonlySet<string> = new Set([
  "notificationAdded",
  "notificationsChanged",
  "viewerChanged",
]);

/** Turns a result into what is sent: errors formatted, the answer-size ceiling applied. */
export type FinishResult = (result: ExecutionResult, args: ExecutionArgs) => unknown;

/** One socket's subscription in a group: its sink and the bytes around each payload of its `next` messages. */
interface Member {
  sink: SocketSink;
  opening: Buffer;
  closing: Buffer;
  end(error?: unknown): void;
  /** keys of the events it was sent while resuming, so one also arriving live is sent once */
  resumed?: Set<string>;
  /** the cursor its page resumed from: events it already held are not sent live */
  resumedAfter?: string;
}

/** How a transport frames an answer: the bytes before and after each payload of one subscription. */
export interface Framing {
  opening: Buffer;
  closing: Buffer;
}

/** graphql-ws's `next` message of operation `id`. */
export const socketFraming = (id: string): Framing => ({
  opening: Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`),
  closing: Buffer.from("}"),
});

interface Joining {
  key: string;
  field: string;
  userId: string | undefined;
  member: Member;
  /** the cursor the page sent to resume this field from */
  resumeAfter?: string;
}

function send(member: Member, payload: Buffer): void {
  member.sink.write(Buffer.concat([member.opening, payload, member.closing]));
}

/**
 * What graphql-ws iterates for a grouped subscription: it yields nothing (the group writes to the socket
 * itself) and ends when the client completes the operation, the socket closes, or the group ends.
 */
function parked(leave: () => void): {
  iterator: AsyncGenerator<ExecutionResult>;
  end(error?: unknown): void;
} {
  let settle!: (result: IteratorResult<never>) => void;
  let fail!: (error: unknown) => void;
  const ended = new Promise<IteratorResult<never>>(
    (resolve, reject) => ((settle = resolve), (fail = reject)),
  );
  const done = { done: true, value: undefined } as IteratorResult<never>;
  const iterator = {
    next: () => ended,
    return: async () => (leave(), settle(done), done),
    throw: async (error: unknown) => (leave(), fail(error), done),
    [Symbol.asyncIterator]: () => iterator,
  } as unknown as AsyncGenerator<ExecutionResult>;
  return { iterator, end: (error) => (error ? fail(error) : settle(done)) };
}

/** An operation followed by several sockets: subscribed once, each event executed and serialised once. */
class BroadcastGroup {
  readonly members = new Set<Member>();
  ended = false;

  constructor(
    private readonly stream: AsyncGenerator<ExecutionResult>,
    private readonly args: ExecutionArgs,
    private readonly finish: FinishResult,
    private readonly onEnd: () => void,
  ) {}

  async run(): Promise<void> {
    let failure: unknown;
    try {
      for await (const result of this.stream) {
        const payload = Buffer.from(JSON.stringify(this.finish(result, this.args)));
        for (const member of this.members) send(member, payload);
      }
    } catch (error) {
      failure = error;
    }
    this.end();
    for (const member of this.members) member.end(failure);
  }

  leave(member: Member): void {
    this.members.delete(member);
    if (this.members.size > 0 || this.ended) return;
    this.end();
    void this.stream.return(undefined);
  }

  private end(): void {
    this.ended = true;
    this.onEnd();
  }
}

/**
 * How long a returning socket's read of what it missed waits for others: after a planned stop the pages
 * come back a few a millisecond over seconds, and each read alone would cost its statements.
 */
const RESUME_GATHER_MS = 20;

/** An own-topic operation: each event is for one member, executed once (compiled) for all their sockets. */
class OwnTopicGroup {
  readonly byUser = new Map<string, { members: Set<Member>; args: ExecutionArgs; queue: Promise<void> }>();
  /** Returning sockets whose missed events are read together, RESUME_GATHER_MS after the first. */
  private returning: Array<{
    context: ResumeContext;
    userId: string;
    after: string;
    resolve(events: unknown[]): void;
    reject(error: unknown): void;
  }> = [];

  constructor(
    private readonly compiled: CompiledQuery,
    private readonly finish: FinishResult,
    private readonly resume: LiveResume | undefined,
  ) {}

  private async answer(event: unknown, args: ExecutionArgs): Promise<Buffer> {
    const result = await this.compiled.query(event, args.contextValue, args.variableValues ?? {});
    return Buffer.from(JSON.stringify(this.finish(result, args)));
  }

  deliver(userId: string, event: unknown): void {
    const user = this.byUser.get(userId);
    if (!user) return;
    // one member's events are answered in the order they came
    user.queue = user.queue.then(async () => {
      const payload = await this.answer(event, user.args);
      const key = this.resume?.key?.(event);
      for (const member of user.members) {
        if (key !== undefined && member.resumed?.delete(key)) continue;
        if (member.resumedAfter !== undefined && this.resume?.held?.(event, member.resumedAfter)) continue;
        send(member, payload);
      }
    });
  }

  join(userId: string, member: Member, args: ExecutionArgs, resumeAfter?: string): void {
    let user = this.byUser.get(userId);
    if (!user) this.byUser.set(userId, (user = { members: new Set(), args, queue: Promise.resolve() }));
    user.members.add(member);
    const { resume } = this;
    if (resumeAfter === undefined || !resume) return;
    member.resumedAfter = resumeAfter;
    // queued before any live event that arrives from now on, so the missed ones come first
    const context = args.contextValue as ResumeContext;
    user.queue = user.queue.then(async () => {
      try {
        const resumed = (member.resumed = new Set());
        for (const event of await this.missed(resume, context, userId, resumeAfter)) {
          const key = resume.key?.(event);
          if (key !== undefined) resumed.add(key);
          send(member, await this.answer(event, args));
        }
      } catch (error) {
        // the database away: the page hears the operation end, and its socket's next return resumes again
        member.end(error);
      }
    });
  }

  /**
   * What one returning socket missed. Sockets returning within RESUME_GATHER_MS of each other (a thousand
   * pages after a restart) are read together in one statement where the topic can.
   */
  private missed(
    resume: LiveResume,
    context: ResumeContext,
    userId: string,
    after: string,
  ): Promise<unknown[]> {
    if (!resume.missedMany) return resume.missed(context, userId, after);
    return new Promise((resolve, reject) => {
      this.returning.push({ context, userId, after, resolve, reject });
      if (this.returning.length === 1) setTimeout(() => void this.readReturning(resume), RESUME_GATHER_MS);
    });
  }

  private async readReturning(resume: LiveResume): Promise<void> {
    const batch = this.returning;
    this.returning = [];
    try {
      const missed = await resume.missedMany!(batch[0]!.context, batch);
      batch.forEach((one, i) => one.resolve(missed[i]!));
    } catch (error) {
      for (const one of batch) one.reject(error);
    }
  }

  leave(userId: string, member: Member): boolean {
    const user = this.byUser.get(userId);
    user?.members.delete(member);
    if (user?.members.size === 0) this.byUser.delete(userId);
    return this.byUser.size === 0;
  }
}

export interface LiveFanoutOptions {
  schema: GraphQLSchema;
  finish: FinishResult;
  /** Follows a family of keyed topics once for the instance. */
  tap(family: string, handler: (key: string, payload: unknown) => void): () => void;
  /** How a resuming socket's own topics are caught up, by field. */
  resume?: Readonly<Record<string, LiveResume>>;
}

/**
 * Broadcast once, write many: sockets that follow the same operation (document, variables, kind of viewer)
 * share one subscription, one execution and one serialisation per event; each socket gets the same payload
 * bytes behind its own operation id. Own-topic operations run a compiled selection per event and member.
 */
export class LiveFanout {
  private readonly joining = new WeakMap<object, Joining>();
  private readonly broadcasts = new Map<string, BroadcastGroup>();
  private readonly starting = new Map<string, Promise<BroadcastGroup | ExecutionResult>>();
  private readonly ownTopics = new Map<string, Map<string, OwnTopicGroup>>();
  private readonly untaps: Array<() => void> = [];

  constructor(private readonly options: LiveFanoutOptions) {
    for (const field of OWN_TOPIC_FIELDS) {
      this.untaps.push(
        options.tap(field, (userId, event) => {
          for (const group of this.ownTopics.get(field)?.values() ?? []) group.deliver(userId, event);
        }),
      );
    }
  }

  /** Subscriptions being followed now, by kind: shared operations and members on own topics. */
  get counts(): { broadcastOperations: number; ownTopicMembers: number } {
    let ownTopicMembers = 0;
    for (const groups of this.ownTopics.values()) {
      for (const group of groups.values()) ownTopicMembers += group.byUser.size;
    }
    return { broadcastOperations: this.broadcasts.size, ownTopicMembers };
  }

  /**
   * Marks a checked subscription to be followed through a group when its root field allows it; graphql-ws
   * then hands the same arguments to subscribe().
   */
  prepare(
    args: ExecutionArgs,
    socket: {
      sink: SocketSink;
      framing: Framing;
      query: string;
      userId: string | undefined;
      /** the cursors the page sent to resume from, by field; one taken is used up */
      resume?: Map<string, string>;
    },
  ): ExecutionArgs {
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== "subscription") return args;
    const [root] = operation.selectionSet.selections;
    if (operation.selectionSet.selections.length !== 1 || root?.kind !== Kind.FIELD) return args;
    const field = root.name.value;
    if (!BROADCAST_FIELDS.has(field) && !(OWN_TOPIC_FIELDS.has(field) && socket.userId)) return args;
    const key = JSON.stringify([
      socket.userId ? "member" : "visitor",
      socket.query,
      args.operationName ?? null,
      args.variableValues ?? null,
    ]);
    const resumeAfter = socket.userId ? socket.resume?.get(field) : undefined;
    socket.resume?.delete(field);
    this.joining.set(args, {
      key,
      field,
      userId: socket.userId,
      member: { sink: socket.sink, ...socket.framing, end: () => {} },
      resumeAfter,
    });
    return args;
  }

  /** graphql-ws's subscribe: grouped operations join their group, the others run as usual. */
  subscribe = async (args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> => {
    const joining = this.joining.get(args);
    if (!joining) return subscribe(args);
    this.joining.delete(args);
    return BROADCAST_FIELDS.has(joining.field)
      ? this.joinBroadcast(joining, args)
      : this.joinOwnTopic(joining, args);
  };

  private async joinBroadcast(
    joining: Joining,
    args: ExecutionArgs,
  ): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
    const { key } = joining;
    for (;;) {
      const group = this.broadcasts.get(key) ?? (await this.startBroadcast(key, args));
      if (!(group instanceof BroadcastGroup)) return group;
      // the group may have ended while this one waited for it to start: then a new one starts
      if (group.ended) continue;
      const { iterator, end } = parked(() => group.leave(member));
      const member = { ...joining.member, end };
      group.members.add(member);
      return iterator;
    }
  }

  /** One start per operation at a time: sockets asking meanwhile wait for it. */
  private startBroadcast(key: string, args: ExecutionArgs): Promise<BroadcastGroup | ExecutionResult> {
    let starting = this.starting.get(key);
    if (starting) return starting;
    starting = (async () => {
      const stream = await subscribe(args);
      if (!(Symbol.asyncIterator in stream)) return stream; // refused (a bad filter): answered to whoever asked
      const group: BroadcastGroup = new BroadcastGroup(stream, args, this.options.finish, () => {
        if (this.broadcasts.get(key) === group) this.broadcasts.delete(key);
      });
      this.broadcasts.set(key, group);
      void group.run();
      return group;
    })().finally(() => this.starting.delete(key));
    this.starting.set(key, starting);
    return starting;
  }

  private joinOwnTopic(
    joining: Joining,
    args: ExecutionArgs,
  ): AsyncGenerator<ExecutionResult> | ExecutionResult {
    const { field, key, userId, resumeAfter } = joining;
    let groups = this.ownTopics.get(field);
    if (!groups) this.ownTopics.set(field, (groups = new Map<string, OwnTopicGroup>()));
    let group = groups.get(key);
    if (!group) {
      const compiled = compileQuery(this.options.schema, args.document, args.operationName ?? undefined);
      if (!isCompiledQuery(compiled)) return compiled as ExecutionResult;
      const resume = this.options.resume?.[field];
      groups.set(key, (group = new OwnTopicGroup(compiled, this.options.finish, resume)));
    }
    const joined = group;
    const { iterator, end } = parked(() => {
      if (joined.leave(userId!, member) && groups.get(key) === joined) groups.delete(key);
    });
    const member = { ...joining.member, end };
    joined.join(userId!, member, args, resumeAfter);
    return iterator;
  }

  stop(): void {
    for (const untap of this.untaps) untap();
  }
}
