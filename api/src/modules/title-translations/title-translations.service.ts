import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, validateTitleTranslation } from "@incident-watch/schema";
import { assertValid, forbidden, notFound, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { liveMessage, publishLive } from "../live-topics.js";
import { Event } from "../events/event.entity.js";
import { lockTitleHash } from "../events/title-hash.js";
import { SET_MODERATOR_TRANSLATION } from "./title-translations.queries.js";

/** What moderators write of an incident's title in other languages (decision 117). */
export class TitleTranslationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly assertMayWrite: (em: EntityManager, viewer: Viewer) => Promise<void>,
  ) {}

  /** A moderator's translation of the title as it is now; it replaces any earlier one in that language. */
  async set(viewer: Viewer | null, id: string, language: string, title: string): Promise<Event> {
    const event = await this.load(viewer, id);
    assertValid(validateTitleTranslation({ language, title }));
    if (language === event.titleLanguage) {
      throw new ValidationError({ language: apiMessages.titleTranslationOwnLanguage });
    }
    await this.uow.run(async (tx) => {
      // made from the title as it is now: the incident's row stays locked until the translation is stored
      const hash = await lockTitleHash(tx, id);
      if (!hash) return;
      await tx.execute(SET_MODERATOR_TRANSLATION, [id, language, title.trim(), viewer!.id, hash]);
      // the public answers that show it are cached by the public data's version
      if (event.status === "approved")
        await publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "titleTranslations" })]);
    });
    return event;
  }

  private async load(viewer: Viewer | null, id: string): Promise<Event> {
    if (!isStaff(viewer)) throw forbidden();
    await this.assertMayWrite(this.em, viewer!);
    const event = /^\d{1,18}$/.test(id) ? await this.em.findOne(Event, { id }) : null;
    if (!event) throw notFound();
    return event;
  }
}
