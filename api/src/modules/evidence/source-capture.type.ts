import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../core/ids.js";

export const CaptureStatusEnum = { pending: "pending", captured: "captured", failed: "failed" } as const;
registerEnumType(CaptureStatusEnum, {
  name: "CaptureStatus",
  description: "Where a source's capture stands.",
  valuesConfig: {
    pending: { description: "Asked for, or being tried again after a transient failure (see `failure`)." },
    captured: { description: "The page is kept: its WARC, its SHA-256 and, once stamped, its time-stamp." },
    failed: { description: "Given up (see `failure`); a moderator can ask for a capture again." },
  },
});

export const CaptureFailureEnum = {
  blocked: "blocked",
  too_large: "too_large",
  timed_out: "timed_out",
  gone: "gone",
  unsupported_type: "unsupported_type",
  http_error: "http_error",
  too_many_redirects: "too_many_redirects",
  network: "network",
} as const;
registerEnumType(CaptureFailureEnum, {
  name: "CaptureFailure",
  description: "Why a source's page could not be captured.",
  valuesConfig: {
    blocked: { description: "The address is not one the server fetches (private, local, not http(s))." },
    too_large: { description: "The page is larger than the capture limit." },
    timed_out: { description: "The site did not answer in time." },
    gone: { description: "The page is gone (404, 410) or its host no longer exists." },
    unsupported_type: { description: "Not a kind of document the archive keeps." },
    http_error: { description: "The site answered with an error." },
    too_many_redirects: { description: "More than five redirects." },
    network: { description: "The connection failed." },
  },
});

export const LiveCheckStatusEnum = { unchanged: "unchanged", changed: "changed", gone: "gone" } as const;
registerEnumType(LiveCheckStatusEnum, {
  name: "LiveCheckStatus",
  description: "What a captured source's live page answered at its last check, compared with the capture.",
  valuesConfig: {
    unchanged: { description: "The page's body is byte for byte the one captured." },
    changed: { description: "The page answers with a body whose SHA-256 differs from the captured body's." },
    gone: { description: "The page answers 404 or 410, or its host no longer exists." },
  },
});

@ObjectType({
  description:
    "The periodic check of a captured source's live page (decision 130); the capture itself never changes.",
})
export class SourceLiveCheck {
  @Field(() => LiveCheckStatusEnum, { description: "The page's answer at the last check." })
  status!: keyof typeof LiveCheckStatusEnum;

  @Field(() => Int, {
    nullable: true,
    description: "The HTTP status it answered with; null for a lost host.",
  })
  httpStatus!: number | null;

  @Field(() => Date, { description: "When the page last answered a check." })
  checkedAt!: Date;

  @Field(() => Date, { description: "When a check first saw this status, unbroken since." })
  since!: Date;
}

@ObjectType({
  description:
    "A copy of a source's page kept by this site (decision 120): a WARC file with the request and the " +
    "response, its SHA-256 and an RFC 3161 time-stamp token over that hash.",
})
export class SourceCapture {
  @Field(() => ID, { description: "The capture's id, as in its archived copy's address." })
  id!: string;

  @Field(() => CaptureStatusEnum, { description: "Whether the capture is waiting, done or failed." })
  status!: keyof typeof CaptureStatusEnum;

  @Field(() => CaptureFailureEnum, {
    nullable: true,
    description: "Why the last try failed; null when it did not.",
  })
  failure!: keyof typeof CaptureFailureEnum | null;

  @Field(() => Date, { description: "When the capture was asked for." })
  requestedAt!: Date;

  @Field(() => Date, { nullable: true, description: "When the page was fetched." })
  capturedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "SHA-256 of the WARC file, in hex." })
  sha256!: string | null;

  @Field(() => Int, { nullable: true, description: "The HTTP status the page answered with." })
  httpStatus!: number | null;

  @Field(() => Int, { nullable: true, description: "The WARC file's size in bytes." })
  warcBytes!: number | null;

  @Field(() => Boolean, {
    description: "Whether a time-stamp authority stamped the WARC's SHA-256 (its token at `timestampUrl`).",
  })
  timestamped!: boolean;

  @Field(() => Date, { nullable: true, description: "The time the time-stamp authority put in its token." })
  timestampedAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The time-stamp authority that signed the token: its certificate's subject (CN=…, O=…), checked with the token's signature.",
  })
  timestampAuthority!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The SHA-256 fingerprint (AB:CD:…) of the CA certificate the authority's certificate chains to, to verify the token against.",
  })
  timestampCaSha256!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The archived page, served from this site in a sandbox (no scripts, no cookies).",
  })
  archiveUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The WARC file to download." })
  warcUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The RFC 3161 time-stamp token (DER) to download." })
  timestampUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The Wayback Machine's copy, when it saved one." })
  waybackUrl!: string | null;

  @Field(() => SourceLiveCheck, {
    nullable: true,
    description: "What the live page answers now compared with this capture; null before its first check.",
  })
  liveCheck!: SourceLiveCheck | null;
}
