/**
 * A start refused for a reason its operator can mend: shown as its one-line message, without a stack. Its
 * own module: main.ts imports it before tracing starts, which must precede every module tracing hooks.
 */
export class StartRefused extends Error {}
