/** A tiny levelled logger writing one JSON line per event, so production logs are machine-readable. */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof levels;

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export function createLogger(level: string, pretty = process.stdout.isTTY): Logger {
  const threshold = levels[(level as Level) in levels ? (level as Level) : "info"];
  const write = (at: Exclude<Level, "silent">) => (message: string, details?: Record<string, unknown>) => {
    if (levels[at] < threshold) return;
    const line = pretty
      ? `${at.toUpperCase().padEnd(5)} ${message}${details ? " " + JSON.stringify(details) : ""}`
      : JSON.stringify({ time: new Date().toISOString(), level: at, message, ...details });
    (at === "error" || at === "warn" ? process.stderr : process.stdout).write(line + "\n");
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
