import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { securityHeaders } from "./security-headers.js";

/** The headers the middleware sets on an answer to `path`. */
function headersFor(env: Record<string, string>, path = "/"): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
  securityHeaders(loadConfig(env))({ path } as Request, res as unknown as Response, () => undefined);
  return headers;
}

describe("HSTS", () => {
  it("is sent on every answer, for a year with subdomains, when PUBLIC_URL is https", () => {
    for (const NODE_ENV of ["development", "test"]) {
      for (const path of ["/", "/embed", "/api/incidents"]) {
        expect(headersFor({ NODE_ENV, PUBLIC_URL: "https://incidents.example.org" }, path)).toMatchObject({
          "strict-transport-security": "max-age=31536000; includeSubDomains",
        });
      }
    }
  });

  it("is never sent when PUBLIC_URL is plain http, even in production", () => {
    const headers = headersFor({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" });
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["content-security-policy"]).toBeDefined();
  });
});
