import http from "node:http";
import https from "node:https";
import { isPrivateNetworkAddress } from "../url-title/address-policy.js";
import { checkHost } from "../url-title/outbound-guard.js";
import { pinnedLookup, type CheckedAddress } from "../url-title/pinned-get.js";

export interface MachineTranslatorOptions {
  /** The service's address, e.g. https://translate.example.org (LibreTranslate's API: POST /translate). */
  url: string;
  apiKey?: string;
  /** Tests run the service on loopback; refused in production. */
  allowLoopback: boolean;
  /** The operator's own network (private and unique-local addresses), where a self-hosted service runs. */
  allowPrivate: boolean;
  timeoutMs: number;
  userAgent: string;
}

/** A LibreTranslate-compatible service (decision 117): one text from one language into another. */
export interface MachineTranslator {
  translate(text: string, source: string, target: string): Promise<string>;
}

export class TranslationFailure extends Error {}

// An answer is one short title as JSON; anything longer is not one
const MAX_ANSWER_BYTES = 64 * 1024;

/** POSTs JSON over a connection to the checked address, reading at most MAX_ANSWER_BYTES; no redirects. */
function postJson(url: URL, target: CheckedAddress, body: string, options: MachineTranslatorOptions) {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<unknown>((resolve, reject) => {
    const request = client.request(url, {
      method: "POST",
      agent: false,
      lookup: pinnedLookup(target),
      timeout: options.timeoutMs,
      headers: {
        "user-agent": options.userAgent,
        "content-type": "application/json",
        accept: "application/json",
        "content-length": Buffer.byteLength(body),
      },
    });
    request.on("timeout", () => request.destroy(new TranslationFailure("timeout")));
    request.on("error", (error) =>
      reject(error instanceof TranslationFailure ? error : new TranslationFailure("network")),
    );
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let total = 0;
      response.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > MAX_ANSWER_BYTES) return request.destroy(new TranslationFailure("answer too long"));
        chunks.push(chunk);
      });
      response.on("end", () => {
        if (response.statusCode !== 200)
          return reject(new TranslationFailure(`status ${response.statusCode}`));
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        } catch {
          reject(new TranslationFailure("not JSON"));
        }
      });
      response.on("error", () => reject(new TranslationFailure("network")));
    });
    request.end(body);
  });
}

/**
 * Translates through the operator's service, through the same checks as a fetched source page
 * (SECURITY.md "Fetching a user's URL"): checked address, pinned connection, time and size caps. Only
 * the title and the two language codes leave the server (and the operator's key).
 */
export function createMachineTranslator(options: MachineTranslatorOptions): MachineTranslator {
  const endpoint = new URL("translate", options.url.endsWith("/") ? options.url : `${options.url}/`);
  if (endpoint.protocol !== "http:" && endpoint.protocol !== "https:")
    throw new TranslationFailure("TRANSLATE_URL must be http(s)");
  return {
    async translate(text, source, target) {
      let address: CheckedAddress;
      try {
        address = await checkHost(endpoint, {
          allowLoopback: options.allowLoopback,
          allows: (candidate) => options.allowPrivate && isPrivateNetworkAddress(candidate),
        });
      } catch {
        throw new TranslationFailure("refused address");
      }
      const body = JSON.stringify({
        q: text,
        source,
        target,
        format: "text",
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      });
      const answer = (await postJson(endpoint, address, body, options)) as { translatedText?: unknown };
      const translated = typeof answer?.translatedText === "string" ? answer.translatedText.trim() : "";
      if (!translated) throw new TranslationFailure("no translatedText");
      return translated;
    },
  };
}
