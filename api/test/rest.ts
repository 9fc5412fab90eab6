import type { TestApp } from "./app.js";

export interface RestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when the response had none, or not JSON). */
  json: T;
}

/** One REST call: a JSON body when given, the response's status, headers and parsed body. */
export async function restCall<T = Record<string, unknown>>(
  app: Pick<TestApp, "url">,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<RestResponse<T>> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    // downloads and feeds (CSV, Atom) answer other types: their body stays text
    json: (text && /json/.test(response.headers.get("content-type") ?? "")
      ? JSON.parse(text)
      : undefined) as T,
  };
}
