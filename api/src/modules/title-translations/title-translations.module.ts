import { defineModule } from "../app-module.js";
import { startMachineTranslation } from "./machine-translation.job.js";
import { TitleTranslationsResolver } from "./title-translations.resolver.js";
import { TitleTranslationsService } from "./title-translations.service.js";
import { createTitleTranslationLoaders } from "./title-translations.loaders.js";

/** Incident titles in the site's other languages, by moderators or by machine (decision 117). */
export const titleTranslationsModule = defineModule({
  resolvers: [TitleTranslationsResolver],
  services: (em, _deps, uow, _state, hooks) => ({
    titleTranslations: new TitleTranslationsService(em, uow, hooks.assertMayWrite),
  }),
  loaders: createTitleTranslationLoaders,
  start: (orm, deps) => startMachineTranslation(orm, deps),
});
