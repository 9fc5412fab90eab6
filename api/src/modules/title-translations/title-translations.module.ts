import { defineModule } from "../app-module.js";
import { queueMachineTranslation, translateIncidentTitle } from "./machine-translation.job.js";
import { TitleTranslationsResolver } from "./title-translations.resolver.js";
import { TitleTranslationsService } from "./title-translations.service.js";
import { createTitleTranslationLoaders } from "./title-translations.loaders.js";

/** Incident titles in the site's other languages, by moderators or by machine (decision 117). */
export const titleTranslationsModule = defineModule({
  name: "title-translations",
  resolvers: [TitleTranslationsResolver],
  services: (em, _deps, uow, _state, hooks) => ({
    titleTranslations: new TitleTranslationsService(em, uow, hooks.assertMayWrite),
  }),
  loaders: createTitleTranslationLoaders,
  jobs: { "translate-incident-title": { run: translateIncidentTitle } },
  follows: { incidentPublished: queueMachineTranslation },
});
