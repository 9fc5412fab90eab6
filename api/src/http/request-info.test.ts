import { describe, expect, it } from "vitest";
import { clientAddress, readCookie, tokenFromHeaders } from "./request-info.js";

describe("request info", () => {
  it("takes the socket address when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("10.0.0.5", "203.0.113.9", 0)).toBe("10.0.0.5");
  });

  it("takes the address the trusted proxy saw when one hop is trusted", () => {
    expect(clientAddress("10.0.0.5", "198.51.100.1, 203.0.113.9", 1)).toBe("203.0.113.9");
  });

  it("never walks past the start of the chain", () => {
    expect(clientAddress("10.0.0.5", "203.0.113.9", 5)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.5", undefined, 2)).toBe("10.0.0.5");
  });

  it("prefers a Bearer header over the token cookie", () => {
    expect(tokenFromHeaders({ authorization: "Bearer abc", cookie: "token=def" })).toBe("abc");
    expect(tokenFromHeaders({ cookie: "theme=dark; token=def" })).toBe("def");
    expect(tokenFromHeaders({})).toBeUndefined();
  });

  it("ignores a cookie whose value cannot be decoded", () => {
    expect(readCookie("token=%E0%A4%A", "token")).toBeUndefined();
  });
});
