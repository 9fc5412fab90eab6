import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The raw header block. */
  headers: string;
}

export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail to this address (or one already received), of those `matching` if given. */
  waitFor(to: string, timeoutMs?: number, matching?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** A header as a mail reader shows it: RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** A real SMTP server in the test process; it accepts every mail and keeps it for the test to read. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const waiting: Array<{
    to: string;
    matching: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const split = raw.indexOf("\r\n\r\n");
        const headers = raw.slice(0, split);
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(/^subject:\s*(.*(?:\r\n[ \t].*)*)/im.exec(headers)?.[1]?.trim() ?? ""),
          text: decodeBody(headers, raw.slice(split + 4)),
          headers,
        };
        received.push(mail);
        for (const waiter of waiting.filter((w) => mail.to.includes(w.to) && w.matching(mail))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  // The app under test may be stopped in the middle of a delivery. Its connection resetting is reported
  // as the server's 'error' event, which with no listener would crash the test run; the mail is simply not
  // received, and the tests assert on what was.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(to, timeoutMs = 10_000, matching = () => true) {
      const found = received.find((mail) => mail.to.includes(to) && matching(mail));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({ to, matching, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
