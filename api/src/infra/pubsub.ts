import { createPubSub } from "@graphql-yoga/subscription";

/**
 * Topics and payloads of live events. In memory on one instance; the notifications module switches it to
 * Redis when REDIS_URL is set so every instance sees every event.
 */
export type Topics = Record<string, [unknown] | [string, unknown]>;

export function createAppPubSub() {
  return createPubSub<Topics>();
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
