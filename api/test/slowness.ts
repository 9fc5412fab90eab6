/**
 * How many times slower than the reference machine this one is, as the test command measured it before the
 * run (scripts/browser-budget.mjs; 1 when a file runs on its own). A bound on a wait that is not itself
 * under test (an app's start, a browser's launch, a polled page) is scaled by it: a slow machine must not
 * fail a test that a fast one passes.
 */
export const machineSlowness = Math.max(1, Number(process.env.TEST_MACHINE_SLOWNESS) || 1);

/** `ms` on the reference machine, as long as it takes on this one. */
export function onThisMachine(ms: number): number {
  return Math.round(ms * machineSlowness);
}
