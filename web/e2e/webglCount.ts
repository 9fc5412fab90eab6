import { appendFileSync } from "node:fs";
import type { BrowserContext } from "playwright-core";
import { chromiumSeconds } from "./chromiumCpu.js";

declare global {
  interface Window {
    __countWebGL?: () => Promise<void>;
  }
}

/**
 * Counts the WebGL canvases a test file's pages draw into (the map's and the location picker's): drawing
 * with software WebGL is most of what a browser test costs here, so the test command holds the whole run
 * to a budget of them (scripts/test.mjs) and a test that draws the map again and again shows at once.
 */
export function webglCounter(file: string) {
  let drawn = 0;
  const chromiumBefore = chromiumSeconds();
  return {
    async watch(context: BrowserContext) {
      await context.exposeFunction("__countWebGL", () => void drawn++);
      await context.addInitScript(() => {
        const counted = new WeakSet<object>();
        for (const prototype of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
          for (const name of ["drawArrays", "drawElements", "drawArraysInstanced", "drawElementsInstanced"]) {
            const draw = Reflect.get(prototype, name) as ((...args: unknown[]) => void) | undefined;
            if (!draw) continue;
            Reflect.set(prototype, name, function (this: object, ...args: unknown[]) {
              if (!counted.has(this)) {
                counted.add(this);
                void window.__countWebGL?.();
              }
              draw.apply(this, args);
            });
          }
        }
      });
    },
    /** Adds this file's count, and the processor seconds its Chromium used, to the test command's report. */
    report() {
      const path = process.env.WEBGL_REPORT;
      const chromium = chromiumSeconds() - chromiumBefore;
      if (path) appendFileSync(path, `${drawn}\t${file}\t${chromium.toFixed(1)}\n`);
    },
  };
}
