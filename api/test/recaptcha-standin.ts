import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecaptchaStandIn {
  /** RECAPTCHA_VERIFY_URL for the app. */
  url: string;
  secret: string;
  /** A token the widget would have produced; `ageSeconds` makes it older than Google's two minutes. */
  issue(ageSeconds?: number): string;
  close(): Promise<void>;
}

/** A local stand-in of Google's siteverify: known tokens pass once, within two minutes, with the right secret. */
export async function startRecaptchaStandIn(): Promise<RecaptchaStandIn> {
  const secret = randomBytes(8).toString("hex");
  const issued = new Map<string, number>();
  const used = new Set<string>();
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const token = form.get("response") ?? "";
      const issuedAt = issued.get(token);
      let errors: string[] = [];
      if (form.get("secret") !== secret) errors = ["invalid-input-secret"];
      else if (issuedAt === undefined) errors = ["invalid-input-response"];
      else if (used.has(token) || Date.now() - issuedAt > 120_000) errors = ["timeout-or-duplicate"];
      used.add(token);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(errors.length ? { success: false, "error-codes": errors } : { success: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    secret,
    issue(ageSeconds = 0) {
      const token = randomBytes(24).toString("base64url");
      issued.set(token, Date.now() - ageSeconds * 1000);
      return token;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
