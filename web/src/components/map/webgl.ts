let probed: boolean | undefined;

/** Whether this browser can draw WebGL at all; the map needs it, the incident list does not. Asked once. */
export function hasWebGL(): boolean {
  probed ??= probe();
  return probed;
}

function probe(): boolean {
  if (typeof navigator !== "undefined" && /jsdom/i.test(navigator.userAgent)) return false;
  try {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    // give the probe's context back at once: browsers cap how many live at the same time
    context?.getExtension("WEBGL_lose_context")?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}
