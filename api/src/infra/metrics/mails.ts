import type { Mailer } from "../mail/mailer.js";
import type { Metrics } from "./metrics.js";

/** The mailer, counting each mail sent or failed. */
export function countMails(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        metrics.mails.inc({ result: "sent" });
      } catch (error) {
        metrics.mails.inc({ result: "failed" });
        throw error;
      }
    },
  };
}
