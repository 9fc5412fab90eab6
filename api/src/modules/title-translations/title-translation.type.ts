import { Field, ObjectType, registerEnumType } from "type-graphql";
import { TRANSLATION_PROVENANCES, type TranslationProvenance } from "@incident-watch/schema";
import { describedBy } from "../../core/enum-descriptions.js";

export const TranslationProvenanceEnum = Object.fromEntries(TRANSLATION_PROVENANCES.map((p) => [p, p])) as {
  [K in TranslationProvenance]: K;
};
registerEnumType(TranslationProvenanceEnum, {
  name: "TranslationProvenance",
  description: "Who translated an incident's title.",
  valuesConfig: describedBy({
    moderator: "A moderator, in the review screen.",
    machine: "The machine translation service the site's operator configured.",
  }),
});

@ObjectType({
  description:
    "An incident's title in another language than the one it was written in (decision 117). The original " +
    "stays in `title` and `titleLanguage`.",
  simpleResolvers: true,
})
export class TitleTranslation {
  @Field(() => String, { description: "The translation's language (one of the site's 16)." })
  language!: string;

  @Field(() => String, { description: "The title in that language." })
  title!: string;

  @Field(() => TranslationProvenanceEnum, { description: "Who translated it: a moderator or a machine." })
  provenance!: TranslationProvenance;

  @Field(() => Boolean, {
    description:
      "True when the title (or its language) changed after this translation was made from it: the site then " +
      "shows the original instead, until the translation is made again.",
  })
  stale!: boolean;

  @Field(() => Date, { description: "When the translation was written." })
  translatedAt!: Date;
}

/** A row of TRANSLATIONS_OF: a translation and the incident it belongs to. */
export interface TitleTranslationRow extends TitleTranslation {
  eventId: string;
}
