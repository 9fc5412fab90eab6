import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createRetryingTestClient } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { loadSession } from "./loadSession";

setupMockServer();

describe("the current-user call's retry (spec §9: 1)", () => {
  it("asks 1 + 1 times whether no answer comes or a 503: the HTTP link does not retry each again", async () => {
    const answers = [() => HttpResponse.error(), () => new HttpResponse("busy", { status: 503 })];
    const outcomes = [];
    for (const answer of answers) {
      let asked = 0;
      server.use(
        graphql.query("Me", () => {
          asked += 1;
          return answer();
        }),
      );
      outcomes.push((await loadSession(createRetryingTestClient(), () => 1)).type);
      expect(asked).toBe(2);
    }
    expect(outcomes).toEqual(["unreachable", "failed"]);
  });
});
