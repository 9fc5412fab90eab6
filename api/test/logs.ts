import type { Logger } from "../src/infra/logger.js";

export interface LogLine {
  level: "debug" | "info" | "warn" | "error";
  message: string;
  details?: Record<string, unknown>;
}

export interface RecordingLogger extends Logger {
  lines: LogLine[];
  /** The error-level lines, as "message {details}", so a failing assertion shows what went wrong. */
  errors(): string[];
}

/** A logger that keeps every line, so a test can assert on what was (or was not) logged. */
export function recordingLogger(): RecordingLogger {
  const lines: LogLine[] = [];
  const keep = (level: LogLine["level"]) => (message: string, details?: Record<string, unknown>) =>
    void lines.push({ level, message, details });
  return {
    lines,
    errors: () =>
      lines
        .filter((line) => line.level === "error")
        .map((line) => line.message + (line.details ? " " + JSON.stringify(line.details) : "")),
    debug: keep("debug"),
    info: keep("info"),
    warn: keep("warn"),
    error: keep("error"),
  };
}
