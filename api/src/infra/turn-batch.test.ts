import { describe, expect, it } from "vitest";
import { TurnBatch } from "./turn-batch.js";

describe("TurnBatch", () => {
  it("reads the keys asked for in one turn with one call, and answers each its own row", async () => {
    const calls: string[][] = [];
    const batch = new TurnBatch<string, number>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== "missing").map((key) => [key, Number(key) * 10]));
    });
    const answers = await Promise.all([
      batch.load("1"),
      batch.load("2"),
      batch.load("1"),
      batch.load("missing"),
    ]);
    expect(answers).toEqual([10, 20, 10, undefined]);
    expect(calls).toEqual([["1", "2", "missing"]]);
  });

  it("never answers a key from a read sent before it was asked for", async () => {
    let version = 1;
    const reads: Array<() => void> = [];
    const batch = new TurnBatch<string, number>(
      (keys) =>
        new Promise((resolve) => {
          const seen = version;
          reads.push(() => resolve(new Map(keys.map((key) => [key, seen]))));
        }),
    );
    const first = batch.load("t");
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toHaveLength(1);
    // a write lands while the first read is on its way; a reader arriving now must see it
    version = 2;
    const second = batch.load("t");
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toHaveLength(2);
    reads.forEach((finish) => finish());
    expect(await first).toBe(1);
    expect(await second).toBe(2);
  });

  it("fails every reader of a batch whose read fails, and the next batch reads again", async () => {
    let fail = true;
    const batch = new TurnBatch<string, number>(async (keys) => {
      if (fail) throw new Error("database away");
      return new Map(keys.map((key) => [key, 1]));
    });
    await expect(Promise.all([batch.load("a"), batch.load("b")])).rejects.toThrow("database away");
    fail = false;
    expect(await batch.load("a")).toBe(1);
  });
});
