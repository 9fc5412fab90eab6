import { readFileSync } from "node:fs";
import { X509Certificate } from "node:crypto";
import {
  ConfigError,
  type Environment,
  flag,
  integer,
  optional,
  portList,
  testsOnly,
  url,
} from "./readers.js";

/** The services the app itself calls out to: machine translation (decision 117) and source capture (120). */
export function outboundConfig(env: Environment, production: boolean) {
  return {
    /**
     * A LibreTranslate-compatible service that translates incident titles into the site's languages
     * (decision 117); unset = no machine translation, so nothing is sent to a third party.
     */
    translateUrl: url(env, "TRANSLATE_URL"),
    /** The service's API key (LibreTranslate's api_key), when it asks for one. */
    translateApiKey: optional(env, "TRANSLATE_API_KEY"),
    /** Lets TRANSLATE_URL point at the operator's private network (a self-hosted service). */
    translateAllowPrivate: flag(env, "TRANSLATE_ALLOW_PRIVATE", false),
    /** Lets TRANSLATE_URL point at loopback; for tests only, refused in production. */
    translateAllowLoopback: testsOnly(env, "TRANSLATE_ALLOW_LOOPBACK", production),
    /**
     * Lets saved searches' webhooks be on the operator's private network (RFC 1918, unique-local): a site
     * run inside an organisation calling its own services. Loopback and link-local stay refused.
     */
    webhookAllowPrivate: flag(env, "WEBHOOK_ALLOW_PRIVATE", false),
    /** Lets saved searches' webhooks be on loopback; for tests only, refused in production. */
    webhookAllowLoopback: testsOnly(env, "WEBHOOK_ALLOW_LOOPBACK", production),
    /** Ports a saved search's webhook may be on. */
    webhookPorts: portList(env, "WEBHOOK_PORTS", [80, 443]),
    /** How long the app waits for a saved search's webhook to answer. */
    webhookTimeoutMs: integer(env, "WEBHOOK_TIMEOUT_MS", 10_000, 100, 60_000),
    /** How long one translation request may take. */
    translateTimeoutMs: integer(env, "TRANSLATE_TIMEOUT_MS", 10_000, 100, 120_000),
    /** Most bytes a source's capture keeps (decision 120); a larger page fails as "too-large". */
    captureMaxBytes: integer(env, "CAPTURE_MAX_BYTES", 10 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    /** How long one capture of a source page may take in all, redirects included. */
    captureTimeoutMs: integer(env, "CAPTURE_TIMEOUT_MS", 30_000, 100, 300_000),
    /** The first retry's delay; each further retry waits twice as long. */
    captureRetrySeconds: integer(env, "CAPTURE_RETRY_SECONDS", 60, 0, 86_400),
    /** Tries of a capture (fetch, time-stamp, Wayback) before it is left failed. */
    captureAttempts: integer(env, "CAPTURE_ATTEMPTS", 4, 1, 10),
    /** How often each captured source's live page is checked against its capture (decision 130); 0 = never. */
    sourceCheckIntervalHours: integer(env, "SOURCE_CHECK_INTERVAL_HOURS", 24, 0, 24 * 365),
    /** The least time between two checks of pages on the same host, so no site is hammered. */
    sourceCheckHostSeconds: integer(env, "SOURCE_CHECK_HOST_SECONDS", 10, 0, 300),
    /** The least time between the starts of two captures of imported sources on the same host (decision 133). */
    importCaptureHostSeconds: integer(env, "IMPORT_CAPTURE_HOST_SECONDS", 10, 0, 300),
    /** The RFC 3161 time-stamp authority captures are stamped by; none when unset. */
    tsaUrl: url(env, "TSA_URL"),
    /** The PEM certificate of the CA the authority's certificate must chain to (TSA_CA_FILE). */
    tsaCaPem: tsaCaPem(env),
    /** A Save Page Now–compatible endpoint (https://web.archive.org) asked to save each source; none when unset. */
    savePageNowUrl: url(env, "SAVE_PAGE_NOW_URL"),
    /** "accesskey:secret" for Save Page Now's authenticated API. */
    savePageNowAuth: optional(env, "SAVE_PAGE_NOW_AUTH"),
    /** Most bytes a moderator's import file may have (decision 126). */
    importMaxBytes: integer(env, "IMPORT_MAX_BYTES", 64 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
  };
}

/** TSA_CA_FILE's certificate: required with TSA_URL, since a token is kept only once its chain is checked. */
function tsaCaPem(env: Environment): string | undefined {
  const file = optional(env, "TSA_CA_FILE");
  if (!file) {
    if (optional(env, "TSA_URL"))
      throw new ConfigError("TSA_URL needs TSA_CA_FILE, the authority's CA certificate");
    return undefined;
  }
  try {
    const pem = readFileSync(file, "utf8");
    new X509Certificate(pem);
    return pem;
  } catch {
    throw new ConfigError(`TSA_CA_FILE must be a readable PEM certificate, got "${file}"`);
  }
}
