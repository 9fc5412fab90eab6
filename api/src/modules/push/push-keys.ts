import webPush from "web-push";
import type { Config } from "../../config.js";

let generated: { publicKey: string; privateKey: string } | undefined;

/**
 * The VAPID key pair pushes are signed with: the configured one, shared by every instance, or one made for
 * this process (devices subscribed under it get nothing after a restart; production warns).
 */
export function vapidKeys(config: Pick<Config, "vapidPublicKey" | "vapidPrivateKey">) {
  if (config.vapidPublicKey && config.vapidPrivateKey)
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  return (generated ??= webPush.generateVAPIDKeys());
}
