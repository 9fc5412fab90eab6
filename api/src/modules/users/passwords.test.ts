import { describe, expect, it } from "vitest";
import { threadNiceness } from "../../../test/threads.js";
import { ServiceUnavailableError } from "../../core/errors.js";
import { hashPassword, verifyPassword } from "./passwords.js";

describe("passwords", () => {
  it("hashes with argon2id and checks a password against its hash, and an unknown name against a decoy", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "wrong horse")).toBe(false);
    expect(await verifyPassword(undefined, "correct horse")).toBe(false);
    expect(await verifyPassword("not a hash", "correct horse")).toBe(false);
  });

  it.runIf(process.platform === "linux")("runs argon2 on a thread of lower CPU priority", async () => {
    await hashPassword("correct horse");
    expect(threadNiceness()).toContain(5);
  });

  it("refuses at once past a short queue (503 with Retry-After), and answers the others", async () => {
    const hash = await hashPassword("correct horse");
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => verifyPassword(hash, `guess ${i}`, `127.0.1.${i}`)),
    );
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason as unknown] : [],
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ServiceUnavailableError);
      expect((error as ServiceUnavailableError).extensions).toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        retryAfter: 2,
      });
    }
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(40 - refused.length);
    // and the lane is free again afterwards
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
  });
});
