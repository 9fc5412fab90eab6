// The English catalogues name every message there is (types only: nothing of them enters the bundle).
import type app from "../locales/en/app.json";
import type statistics from "../locales/en/statistics.json";

export type MessageId = keyof typeof app | keyof typeof statistics;
