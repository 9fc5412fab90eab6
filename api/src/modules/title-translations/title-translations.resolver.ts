import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import { apiMessages, titleLanguageError } from "@incident-watch/schema";
import { ID } from "../../core/ids.js";
import { ValidationError } from "../../core/errors.js";
import type { Context } from "../../graphql/context.js";
import { Event } from "../events/event.entity.js";
import { TitleTranslation } from "./title-translation.type.js";

/** The languages asked for, checked: the site's own, at most 16. */
function checkedLanguages(languages: readonly string[] | null): readonly string[] | null {
  if (languages == null) return null;
  if (languages.length > 16) throw new ValidationError({ languages: apiMessages.titleTranslationsTooMany });
  const wrong = languages.find((language) => titleLanguageError(language));
  if (wrong !== undefined)
    throw new ValidationError({ languages: `"${wrong}": ${apiMessages.titleLanguageInvalid}` });
  return languages;
}

/** An incident's title in other languages: read by anyone, written by moderators (decision 117). */
@Resolver(() => Event)
export class TitleTranslationsResolver {
  @FieldResolver(() => [TitleTranslation], {
    description:
      "The title's translations, by language; stale ones (made from an earlier title) say so. All of them " +
      "when `languages` is not given.",
  })
  async translations(
    @Root() event: Event,
    @Arg("languages", () => [String], {
      nullable: true,
      description: "Only these languages (ISO 639-1 codes of the site's languages, at most 16).",
    })
    languages: string[] | null,
    @Ctx() ctx: Context,
  ): Promise<TitleTranslation[]> {
    const wanted = checkedLanguages(languages);
    const all = await ctx.loaders.titleTranslations.load(event.id);
    return wanted ? all.filter((t) => wanted.includes(t.language)) : all;
  }

  @Authorized("moderator")
  @Mutation(() => Event, {
    description: "A moderator's translation of an incident's title as it is now; replaces that language's.",
  })
  setTitleTranslation(
    @Arg("id", () => ID) id: string,
    @Arg("language", () => String, { description: "One of the site's languages, not the title's own." })
    language: string,
    @Arg("title", () => String, { description: "At most 300 characters." }) title: string,
    @Ctx() ctx: Context,
  ): Promise<Event> {
    return ctx.services.titleTranslations.set(ctx.viewer, id, language, title);
  }
}
