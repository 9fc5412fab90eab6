import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { DataVersionRecord, Release } from "./release.type.js";
import { Citation } from "../events/research/data-release.type.js";
import type { VersionRecord } from "./releases.service.js";

function recordOf(record: VersionRecord): DataVersionRecord {
  const { apa, bibtex, csl, cff } = record.citation;
  return {
    ...record,
    checksumsPending: record.checksumsPending ?? [],
    changedAt: new Date(record.changedAt),
    citation: { apa, bibtex, csl: JSON.stringify(csl), cslJson: JSON.stringify(csl), cff },
  };
}

@Resolver()
export class ReleasesResolver {
  @Query(() => DataVersionRecord, {
    description:
      "A data version the site published (the current one when none is given): its whole files' addresses " +
      "and SHA-256, and citations naming them. A version never published here is refused.",
  })
  async dataVersionRecord(
    @Arg("version", () => String, {
      nullable: true,
      description: "A data version, as `dataVersion` gives it.",
    })
    version: string | null,
    @Ctx() ctx: Context,
  ): Promise<DataVersionRecord> {
    const releases = ctx.services.releases;
    return recordOf(
      await (version == null ? releases.current(ctx.request) : releases.record(version, ctx.request)),
    );
  }

  @Query(() => Citation, {
    description:
      "How to cite the data: APA and BibTeX with version, access date, and the version's CSV and its SHA-256.",
  })
  async citation(@Ctx() ctx: Context): Promise<Citation> {
    return ctx.services.releases.currentCitation();
  }

  @Query(() => [Release], { description: "The monthly releases, newest first." })
  async releases(@Ctx() ctx: Context): Promise<Release[]> {
    return (await ctx.services.releases.releases()).map((r) => ({
      ...r,
      releasedAt: new Date(r.releasedAt),
    }));
  }
}
