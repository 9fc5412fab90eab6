import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the app asked the translator. */
export interface Asked {
  q: string;
  source: string;
  target: string;
  api_key?: string;
}

/** The translator's answer to a question: its text, or a status to fail with. */
export type Answer = { translatedText: string } | { status: number };

const bracketed = (question: Asked): Answer => ({ translatedText: `[${question.target}] ${question.q}` });

/**
 * A LibreTranslate-compatible stand-in on loopback, keeping what it was asked; it answers "[target] text"
 * unless told otherwise.
 */
export async function fakeTranslator(
  answer: (question: Asked) => Answer = bracketed,
): Promise<{ server: Server; url: string; asked: Asked[] }> {
  const asked: Asked[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/translate")
        return void response.writeHead(404).end();
      const question = JSON.parse(body) as Asked;
      asked.push(question);
      const answered = answer(question);
      if ("status" in answered) return void response.writeHead(answered.status).end();
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(answered));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, asked };
}
