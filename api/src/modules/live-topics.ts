import type { EntityManager } from "@mikro-orm/postgresql";
import { writeToOutbox } from "../infra/live/outbox.js";
import type { SessionsEndedMessage } from "./auth/session-events.js";
import type { IncidentChangedMessage } from "./events/live/incident-changes.js";
import type { ForumUpdatedMessage, ThreadUpdatedMessage } from "./forum/live/forum-live.js";
import type {
  NotificationAddedMessage,
  NotificationsChangedMessage,
} from "./notifications/notification-events.js";
import type { ViewerChangedMessage } from "./members/viewer-changes.js";

/**
 * Every live topic and what it carries, in one place: publishers write through publishLive and
 * subscription resolvers read `liveTopics`, so both sides agree on the payload's type.
 */
export interface LiveTopics {
  /** To one member (keyed by user id): a new or regrouped notification and the new unseen count. */
  notificationAdded: NotificationAddedMessage;
  /** To one member (keyed by user id): notifications seen or deleted elsewhere. */
  notificationsChanged: NotificationsChangedMessage;
  /** To every instance: sessions that ended, whose sockets close. */
  sessionsEnded: SessionsEndedMessage;
  /** To the members with a thread open (keyed by thread id): what changed in it. */
  threadUpdated: ThreadUpdatedMessage;
  /** To every member on the forum home (not keyed): a thread or post came, went or moved. */
  forumUpdated: ForumUpdatedMessage;
  /** To everyone, visitors included (not keyed): an incident was published, corrected or withdrawn. */
  incidentChanged: IncidentChangedMessage;
  /** To one member (keyed by user id): their own account changed (a new role). */
  viewerChanged: ViewerChangedMessage;
  /**
   * To every instance (not keyed): published incidents changed in a way no incidentChanged tells (a
   * late source title, countries filled in); public answers are made again. No subscription reads it.
   */
  publicDataChanged: DataChangedMessage;
  /** To every instance (not keyed): the forum's categories changed. No subscription reads it. */
  forumDataChanged: DataChangedMessage;
}

/** A change of shared data that only caches hear of: what changed, for the logs. */
export interface DataChangedMessage {
  change: string;
}

export type LiveTopic = keyof LiveTopics;

/** The topic names, for `@Subscription({ topics })` and pubSub.subscribe. */
export const liveTopics: { [T in LiveTopic]: T } = {
  notificationAdded: "notificationAdded",
  notificationsChanged: "notificationsChanged",
  sessionsEnded: "sessionsEnded",
  threadUpdated: "threadUpdated",
  forumUpdated: "forumUpdated",
  incidentChanged: "incidentChanged",
  viewerChanged: "viewerChanged",
  publicDataChanged: "publicDataChanged",
  forumDataChanged: "forumDataChanged",
};

/**
 * The topics after whose commit each cache version moves on: the cached public answers and values
 * depend on the published incidents (AppDeps.publicData) and on the forum's listings (forumVersion).
 * Edits and reactions are not on the forum home's lists; a thread's own pages hang on its row's version.
 */
export const cacheVersionTopics = {
  publicData: ["incidentChanged", "publicDataChanged"],
  forumVersion: ["forumUpdated", "forumDataChanged"],
} as const satisfies Record<string, readonly LiveTopic[]>;

/** One live event: a topic, the key of whom it is for (a user or thread id) when it has one, its payload. */
export interface LiveMessage<T extends LiveTopic = LiveTopic> {
  topic: T;
  key?: string;
  payload: LiveTopics[T];
}

/** Builds a message with its payload checked against the topic. */
export const liveMessage = <T extends LiveTopic>(topic: T, key: string | undefined, payload: LiveTopics[T]) =>
  ({ topic, key, payload }) as LiveMessage;

/**
 * Writes live events in the transaction of the change that causes them (or as a statement of its own
 * outside one): they are published once it commits, and never for a change that rolled back.
 */
export function publishLive(tx: EntityManager, messages: readonly LiveMessage[]): Promise<void> {
  return writeToOutbox(
    tx,
    messages.map(({ topic, key, payload }) => ({ topic: key ? `${topic}:${key}` : topic, payload })),
  );
}
