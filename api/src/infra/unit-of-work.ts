import { AsyncLocalStorage } from "node:async_hooks";
import type { EntityManager } from "@mikro-orm/postgresql";
import { transactionSql } from "../db/transaction-sql.js";
import type { JobQueue, JobToSend } from "./jobs.js";
import { transactionFailure, transactional } from "./transactions.js";

/** A live message a unit of work wrote to the outbox: its id there and its topic, without a routing key. */
export interface WrittenMessage {
  id: string;
  topic: string;
}

/** Something kept per state of some data, that moves on when a committed change published one of its topics. */
export interface TopicVersion {
  committed(messages: readonly WrittenMessage[]): void;
}

/** The topics (without their routing keys) the outbox received in the unit of work now running. */
interface Written {
  messages: WrittenMessage[];
  /** False once its transaction ended: work it started and left running (a late fetch) is on its own. */
  open: boolean;
}
const written = new AsyncLocalStorage<Written>();

/**
 * What follows a change a unit of work announces (`announce`): the modules that follow it queue their
 * consequences in the same transaction. The module registry supplies it; the writer does not know who.
 */
export type ChangeFollowers = (
  uow: UnitOfWork,
  tx: EntityManager,
  change: string,
  payload: object,
) => Promise<void>;

const nobodyFollows: ChangeFollowers = async () => {};

/** Called by the outbox: the unit of work around this write learns which topics it published. */
export function noteOutboxTopics(rows: readonly { id: string; topic: string }[]): void {
  const current = written.getStore();
  if (!current?.open) return;
  for (const { id, topic } of rows) current.messages.push({ id, topic: topic.split(":", 1)[0]! });
}

/**
 * One change made as a whole: `run` holds its transaction, collects the topics of the live messages it
 * writes to the outbox and, once it has committed, moves this instance's cache versions on at once (the
 * other instances move theirs when the messages reach them). Nothing moves for a change that rolled back.
 * Background jobs are stored in the transaction too (`enqueue`): they exist exactly when it committed.
 */
export class UnitOfWork {
  constructor(
    private readonly em: EntityManager,
    private readonly versions: readonly TopicVersion[],
    private readonly jobs: Pick<JobQueue, "sendMany">,
    private readonly followers: ChangeFollowers = nobodyFollows,
  ) {}

  /** Runs `work` in a transaction on a fork of the entity manager, merged back once it has committed. */
  run<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.collect(() => transactional(this.em, work));
  }

  /**
   * Like run, for changes already made to the entity manager's own entities (created, changed, removed
   * before the transaction began): they are flushed with `work`'s writes in a transaction on it.
   */
  flushWith<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.collect(async () => {
      await this.em.begin();
      try {
        const result = await work(this.em);
        await this.em.commit();
        return result;
      } catch (error) {
        await this.em.rollback();
        return transactionFailure(this.em, error);
      }
    });
  }

  /** Stores the changes made to the entity manager's own entities, as one change. */
  flush(): Promise<void> {
    return this.flushWith(async () => undefined);
  }

  private async collect<T>(transaction: () => Promise<T>): Promise<T> {
    // inside another unit of work: part of its transaction, so its versions move when that one commits
    if (written.getStore()?.open) return transaction();
    const current: Written = { messages: [], open: true };
    let result: T;
    try {
      result = await written.run(current, transaction);
    } finally {
      current.open = false;
    }
    if (current.messages.length > 0) for (const version of this.versions) version.committed(current.messages);
    return result;
  }

  /**
   * Tells the modules that follow `change` of it, in `tx` (this unit of work's transaction): what they
   * queue exists exactly when the change committed. Modules announce through announce (changes.ts).
   */
  announce(tx: EntityManager, change: string, payload: object): Promise<void> {
    return this.followers(this, tx, change, payload);
  }

  /**
   * Stores jobs of one queue in `tx` (a unit of work's transaction), each to run on some instance after its
   * delay: they exist exactly when the transaction committed. Modules queue through queueJob (job-topics).
   */
  async enqueue(tx: EntityManager, queue: string, jobs: readonly JobToSend[]): Promise<void> {
    await this.jobs.sendMany(queue, jobs, await transactionSql(tx));
  }
}
