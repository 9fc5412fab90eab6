/**
 * Resolves once the next frame has painted: an animation frame runs just before the paint, and a task
 * queued from it runs once the frame is out.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
