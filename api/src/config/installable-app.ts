import { ConfigError, type Environment, flag, integer, optional, testsOnly, text } from "./readers.js";

/** The installable app's service worker and Web Push (decision 127). */
export function installableAppConfig(env: Environment, production: boolean, contactEmail: string) {
  if (!optional(env, "VAPID_PUBLIC_KEY") !== !optional(env, "VAPID_PRIVATE_KEY")) {
    throw new ConfigError("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  }
  return {
    /**
     * The VAPID key pair every instance signs pushes with (`npx web-push generate-vapid-keys`); a pair per
     * process when unset, and every device's push stops at each restart.
     */
    vapidPublicKey: optional(env, "VAPID_PUBLIC_KEY"),
    vapidPrivateKey: optional(env, "VAPID_PRIVATE_KEY"),
    /** Whom push services may contact about this site's pushes (mailto: or https:). */
    vapidSubject: text(env, "VAPID_SUBJECT", `mailto:${contactEmail}`),
    /** How long a push service keeps a push for a device that is offline (seconds). */
    pushTtlSeconds: integer(env, "PUSH_TTL_SECONDS", 86_400, 0, 2_419_200),
    /** Lets push endpoints be on loopback over http, on any port; for tests only, refused in production. */
    pushAllowLoopback: testsOnly(env, "PUSH_ALLOW_LOOPBACK", production),
    /**
     * False retires the app's service worker: /sw.js becomes one that removes itself and its caches from
     * every browser that had it, and pages no longer install it.
     */
    serviceWorker: flag(env, "SERVICE_WORKER", true),
  };
}
