import { LOCALES } from "@incident-watch/schema";
import type { Following, JobContext } from "../app-module.js";
import type { Changes } from "../changes.js";
import { queueJob } from "../job-topics.js";
import { liveMessage, publishLive } from "../live-topics.js";
import { currentTitles, lockTitleHash } from "../events/title-hash.js";
import { FRESH_LANGUAGES, SET_MACHINE_TRANSLATION } from "./title-translations.queries.js";

/**
 * Follows incidentPublished: asks for the title's machine translations once its incident is public
 * (approved, or its title corrected), a job in the change's transaction, when a service is configured.
 */
export async function queueMachineTranslation(
  { tx, uow, deps }: Following,
  { eventId, titleChanged }: Changes["incidentPublished"],
): Promise<void> {
  if (deps.translator && titleChanged) await queueJob(uow, tx, "translate-incident-title", { eventId });
}

/**
 * Translates an approved incident's title into every language that has no fresh translation. A failed
 * language fails the job after the others are stored, so the queue's retries (3, 30 s apart) redo only it.
 */
export async function translateIncidentTitle(
  { em, uow, deps }: JobContext,
  { eventId }: { eventId: string },
): Promise<void> {
  const { translator } = deps;
  const [work] = await currentTitles(em, [eventId]);
  if (!translator || !work || work.status !== "approved") return;
  const { hash } = work;
  const fresh = await em.getConnection().execute<{ language: string }[]>(FRESH_LANGUAGES, [eventId, hash]);
  const wanted = LOCALES.filter((l) => l !== work.titleLanguage && !fresh.some((f) => f.language === l));
  let stored = 0;
  const failed: string[] = [];
  for (const language of wanted) {
    try {
      const title = await translator.translate(work.title, work.titleLanguage, language);
      // stored only while the title is still the one translated, the incident's row locked meanwhile
      stored += await uow.run(async (tx) => {
        if ((await lockTitleHash(tx, eventId)) !== hash) return 0;
        const rows = await tx.execute(SET_MACHINE_TRANSLATION, [
          eventId,
          language,
          title.slice(0, 300),
          hash,
        ]);
        return rows.length;
      });
    } catch (error) {
      failed.push(language);
      deps.logger.warn("Machine translation failed", { eventId, language, error: String(error) });
    }
  }
  // public answers (the incident page, the research API) are cached by the public data's version
  if (stored > 0)
    await uow.run((tx) =>
      publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "titleTranslations" })]),
    );
  if (failed.length > 0) throw new Error(`Machine translation failed for ${failed.join(", ")}`);
}
