import type { Config } from "./config.js";
import type { Logger } from "./infra/logger.js";
import { createAppPubSub, type AppPubSub } from "./infra/pubsub.js";

/** App-wide singletons, built once at start-up and shared by every request. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  pubSub: AppPubSub;
}

/** Builds the singletons from configuration; tests pass overrides for what they stand in for. */
export function createDeps(config: Config, logger: Logger, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    config,
    logger,
    pubSub: createAppPubSub(),
    ...overrides,
  };
}
