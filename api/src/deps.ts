import type { Config } from "./config.js";
import type { Logger } from "./infra/logger.js";
import type { AppPubSub } from "./infra/pubsub.js";

/** App-wide singletons, built once at start-up and shared by every request. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  pubSub: AppPubSub;
}
