import { createHmac, randomBytes } from "node:crypto";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  latestToday,
  messages,
  periodStart,
  roundCoordinate,
  submittedDay,
  titleLanguageError,
  validateSubmission,
  type AttackType,
  type IncidentKind,
  type PlacePrecision,
  type SubmissionInput,
  type TimePrecision,
} from "@incident-watch/schema";
import { BOUNDARIES_VERSION, countryAt } from "../../infra/countries/country-lookup.js";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { RequestInfo } from "../../core/viewer.js";
import { assertValid, conflict } from "../../core/errors.js";
import { assertCaptcha, captchaMissing } from "../../infra/captcha/captcha.js";
import { fallbackTitle } from "../../infra/url-title/title-fetcher.js";
import { Event } from "../events/event.entity.js";
import { announce } from "../changes.js";
import { sourcesOf } from "../ledger/ledger.queries.js";
import { settleLateTitle, titleInTime } from "./event-title.js";
import { sourceUrlKey, sourceUrlTaken } from "../events/source-url.js";

// Used when SUBMITTER_HASH_KEY is unset: hashes then cannot be linked across restarts, which is fine.
const processHashKey = randomBytes(32);

/** Visitors' reports of incidents: they wait, pending, for the moderators' review. */
export class EventSubmissionService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "rateLimiter" | "captcha" | "config" | "titleFetcher" | "logger">,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * A visitor's report of an incident: rate-limited per address, validated with the spec's rules,
   * captcha-checked, refused when its source was already submitted, and stored as pending.
   */
  async submit(
    input: SubmissionInput & { language?: string | null },
    request: RequestInfo,
    memberId: string | null = null,
  ): Promise<Event> {
    await this.deps.rateLimiter.consume("submitIncidentPerAddress", request.ip, messages.submissionsTooMany);
    assertValid({
      ...validateSubmission(input, latestToday()),
      captcha: captchaMissing(this.deps.captcha, input.captchaToken),
      language: input.language == null ? undefined : titleLanguageError(input.language),
    });
    await assertCaptcha(this.deps.captcha, input.captchaToken, request.ip);
    const sourceUrl = new URL(input.sourceUrl!.trim()).href;
    const key = sourceUrlKey(sourceUrl);
    if (await sourceUrlTaken(this.em, key)) throw conflict(messages.sourceAlreadySubmitted);
    const latitude = roundCoordinate(Number(input.latitude));
    const longitude = roundCoordinate(Number(input.longitude));
    const placePrecision = (input.placePrecision ?? "exact") as PlacePrecision;
    const timePrecision = (input.timePrecision ?? "day") as TimePrecision;
    const event = this.em.create(Event, {
      type: input.type as AttackType,
      kind: input.kind as IncidentKind,
      country: countryAt(latitude, longitude),
      countryBoundaries: BOUNDARIES_VERSION,
      title: fallbackTitle(sourceUrl),
      titleSource: "fallback",
      titleLanguage: input.language ?? "en",
      sourceUrl,
      sourceUrlKey: key,
      // a month or a year is kept as its first day (decision 099)
      date: periodStart(submittedDay(input.date!)!, timePrecision),
      timePrecision,
      latitude,
      longitude,
      placePrecision,
      reviewedBy: null,
      reviewedAt: null,
      rejectionReason: null,
      submitterHash: this.submitterHash(request.ip),
    });
    const lateTitle = await titleInTime(this.deps, event);
    try {
      // one transaction: the incident, its source in the ledger (added by the database) and what follows
      // from it, the source page's capture before the page can change or vanish (decision 120)
      await this.uow.flushWith(async (tx) => {
        await tx.flush();
        const [sources] = await sourcesOf(tx, [event.id]);
        await announce(this.uow, tx, "sourcesAdded", {
          sources: sources!.map(({ id, url }) => ({ id, url })),
        });
        // a signed-in member who submits follows it: they hear of its review
        if (memberId)
          await announce(this.uow, tx, "incidentJoined", { eventId: event.id, memberId, how: "submitted" });
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw conflict(messages.sourceAlreadySubmitted);
      throw error;
    }
    if (lateTitle) settleLateTitle(this.uow, this.deps, event.id, lateTitle);
    return event;
  }

  private submitterHash(ip: string): string {
    return createHmac("sha256", this.deps.config.submitterHashKey ?? processHashKey)
      .update(ip)
      .digest("hex");
  }
}
