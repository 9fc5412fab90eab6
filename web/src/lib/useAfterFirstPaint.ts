import { useEffect, useState } from "react";

/**
 * False until the page has painted once after mounting. Work the first paint does not need (a large
 * chunk's download and start-up) waits for it, so the page's header and frame show first.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // an animation frame runs just before the paint; a task queued from it runs once the frame is out
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
