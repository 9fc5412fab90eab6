import type { EntityManager } from "@mikro-orm/postgresql";
import { ValidationError } from "../../../core/errors.js";
import type { AppDeps } from "../../../deps.js";
import type { ExportRevision } from "../exports/export-revision.js";
import { LEGACY_EXPORT_REVISION } from "../exports/legacy-export.js";
import {
  AS_OF_UNKNOWN_MESSAGE,
  parseAsOf,
  publishedAt,
  type AsOf,
} from "../../incidents-read/as-of.queries.js";
import {
  anyUndatedVersion,
  AS_OF_LOST_NOTE,
  AS_OF_UNDATED_MESSAGE,
  readsUndatedVersion,
} from "../../incidents-read/undated-versions.queries.js";

/** Thrown inside a remembered check so that "never published" is not kept. */
const NOT_PUBLISHED = Symbol("not published");

/**
 * A data version a reader names (`asOf`), checked: 400 when it is not one, or not one this site ever
 * published (named, decision 138). Once published, always: the record is kept.
 */
export async function checkedAsOf(
  em: EntityManager,
  publicData: AppDeps["publicData"],
  exportRevision: (version: string) => Promise<ExportRevision>,
  value: unknown,
  field: string,
): Promise<AsOf> {
  const name = parseAsOf(value, field);
  // a version not (yet) published is not kept: another instance may name it the next moment
  const recordedAt = await publicData
    .remember(`asOfPublished:${name.version}`, async () => {
      const at = await publishedAt(em, name);
      if (at === null) throw NOT_PUBLISHED;
      return at;
    })
    .catch((error: unknown) => {
      if (error === NOT_PUBLISHED) return null;
      throw error;
    });
  const legacy = (await exportRevision(name.version)) === LEGACY_EXPORT_REVISION;
  if (recordedAt === null) {
    const lost = legacy && (await anyUndatedVersion(em));
    throw new ValidationError({
      [field]: lost ? `${AS_OF_UNKNOWN_MESSAGE} ${AS_OF_LOST_NOTE}` : AS_OF_UNKNOWN_MESSAGE,
    });
  }
  const asOf = { ...name, recordedAt };
  // before the upgrade from the code of 2026-11-24, a version may read a change whose time is lost
  const undated =
    legacy &&
    (await publicData.remember(`asOfUndated:${asOf.version}`, () => readsUndatedVersion(em, asOf.time)));
  if (undated) throw new ValidationError({ [field]: AS_OF_UNDATED_MESSAGE });
  return asOf;
}
