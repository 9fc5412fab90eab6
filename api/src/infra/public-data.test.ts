import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { createPublicDataVersion } from "./public-data.js";

function publicData(maxBytes?: number) {
  return createPublicDataVersion({ observe: () => {} }, ["publicDataChanged"], maxBytes);
}

describe("the public data's version", () => {
  it("moves on once for a change committed here, and once for each change that arrives from elsewhere", async () => {
    let deliver: (event: { id: string; topic: string; payload: unknown }) => void = () => {};
    const data = createPublicDataVersion({ observe: (observer) => void (deliver = observer) }, [
      "incidentChanged",
      "publicDataChanged",
    ]);
    const start = data.current();
    data.committed([{ id: "7", topic: "incidentChanged" }]);
    expect(data.current()).toBe(start + 1);
    deliver({ id: "7", topic: "incidentChanged", payload: {} }); // its own message, back from the dispatcher
    expect(data.current()).toBe(start + 1);
    deliver({ id: "8", topic: "incidentChanged", payload: {} }); // another instance's
    deliver({ id: "9", topic: "forumUpdated", payload: {} }); // not its topic
    deliver({ id: "10", topic: "notificationAdded:42", payload: {} });
    expect(data.current()).toBe(start + 2);
    data.committed([{ id: "11", topic: "forumUpdated" }]);
    expect(data.current()).toBe(start + 2);
    await data.close();
  });
});

describe("values remembered per state of the public data", () => {
  it("computes a value once per state and again after a change", async () => {
    const data = publicData();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await data.remember("count", compute)).toBe(1);
    expect(await data.remember("count", compute)).toBe(1);
    data.committed([{ id: "1", topic: "publicDataChanged" }]);
    expect(await data.remember("count", compute)).toBe(2);
    await data.close();
  });

  it("lets go of every value of an older state once any value of the new one is asked for", async () => {
    const data = publicData();
    let old: WeakRef<object> | undefined;
    await data.remember("big map", async () => {
      const value = { bytes: new Uint8Array(1024 * 1024) };
      old = new WeakRef(value);
      return value;
    });
    data.committed([{ id: "1", topic: "publicDataChanged" }]);
    await data.remember("small count", async () => 1);
    await collectGarbage();
    expect(old!.deref()).toBeUndefined();
    await data.close();
  });

  it("keeps its values under a byte budget, letting the least recently computed go first", async () => {
    const data = publicData(3 * 1024 * 1024);
    const computed: string[] = [];
    const megabyte = (key: string) =>
      data.remember(key, async () => {
        computed.push(key);
        return "x".repeat(1024 * 1024);
      });
    for (const key of ["a", "b", "c"]) await megabyte(key);
    // three megabytes and their keys: a little over the budget, so the first is let go
    await megabyte("a");
    await megabyte("c");
    expect(computed).toEqual(["a", "b", "c", "a"]);
    // "b" went when "a" came back
    await megabyte("b");
    expect(computed).toEqual(["a", "b", "c", "a", "b"]);
    await data.close();
  });
});

/** A full collection (V8's own gc(), enabled for this test file only). */
async function collectGarbage() {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  // let the remembered promise's own references settle first
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
}
